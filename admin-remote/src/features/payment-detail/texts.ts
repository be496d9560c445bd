import type { FailureTable } from '@pcb/shared-ui';

// The spec does not show this screen; its texts follow the back-office's (§8's placeholder included).
export const PAYMENT_TEXTS = {
  title: 'Detail Payment',
  missing: 'Data tidak tersedia',
  waiting: 'Menunggu Pembayaran',
  noNotifications: 'Belum ada notifikasi dari penyedia pembayaran.',
  backToOrder: 'Lihat pesanan',
};

/** The server's own words (`Pembayaran tidak ditemukan`), else a plain failure. */
export const PAYMENT_LOAD_FAILURE: FailureTable = { serverMessage: true, fallback: 'Data pembayaran gagal dimuat.' };
