/** The dashboard's words, as the back-office specification gives them; its load failure is not in the spec and follows its language. */
export const DASHBOARD_TEXTS = {
  loadFailed: 'Gagal memuat data dashboard.',
  unpaid: 'Menunggu Pembayaran',
  standardOrder: 'Standart Produk',
  missing: 'Data tidak tersedia',
  noPayments: 'Belum ada pembayaran.',
  noTransactions: 'Belum ada transaksi.',
  reviewTimeFailed: 'Gagal menyimpan waktu review.',
};
