import type { MailStatus } from '@pcb/contract';

/** The outbox screen's words: not in the spec, written in its language. */
export const MAIL_OUTBOX_TEXTS = {
  title: 'Kotak Keluar Email',
  description: 'Email ke pembeli dikirim dari sini; yang gagal dicoba lagi dengan jeda yang makin panjang.',
  all: 'Semua',
  loadFailed: 'Gagal memuat kotak keluar email.',
  empty: 'Belum ada email.',
  none: '-',
};

export const MAIL_STATUS_WORDS: Record<MailStatus, string> = {
  pending: 'Menunggu',
  sent: 'Terkirim',
  failed: 'Gagal',
};
