import type { MailStatus } from '@pcb/contract';

/** The outbox screen's words: not in the spec, written in its language. */
export const MAIL_OUTBOX_TEXTS = {
  title: 'Kotak Keluar Email',
  description: 'Email ke pembeli dikirim dari sini; yang gagal dicoba lagi dengan jeda yang makin panjang.',
  all: 'Semua',
  loadFailed: 'Gagal memuat kotak keluar email.',
  empty: 'Belum ada email.',
  none: '-',
  held: 'SMTP_URL belum diatur: email tidak dikirim dan tetap menunggu di sini sampai server email diatur.',
  resendOne: 'Kirim Ulang',
  resendAll: (count: number) => `Kirim Ulang Semua yang Gagal (${count})`,
  resent: 'Email dijadwalkan untuk dikirim ulang',
  resendFailed: 'Gagal menjadwalkan pengiriman ulang.',
};

export const MAIL_STATUS_WORDS: Record<MailStatus, string> = {
  pending: 'Menunggu',
  sent: 'Terkirim',
  failed: 'Gagal',
};
