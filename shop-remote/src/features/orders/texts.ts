/** The buyer specification's texts for the orders (`/transaksi`), their actions and payment (§4, §8). */
export const NO_ORDERS_TEXT = 'Tidak ada transaksi ditemukan';

export const ORDER_TEXTS = {
  cancelled: 'Transaksi dibatalkan!',
  cancelFailed: 'Gagal membatalkan pesanan!',
  received: 'Transaksi Selesai!',
  receiveFailed: 'Gagal konfirmasi pesanan!',
  // Not given by the spec: putting an ended order's products back in the cart.
  returned: 'Produk dikembalikan ke keranjang',
  returnFailed: 'Gagal mengembalikan produk ke keranjang!',
};

export const PAYMENT_TEXTS = {
  paid: 'Pembayaran Berhasil',
  pending: 'Pembayaran Tertunda',
  failed: 'Pembayaran Gagal',
  notStarted: 'Gagal memulai pembayaran',
};

// Not given by the spec: the review page, written in its language.
export const REVIEW_TEXTS = {
  noted: 'Terima kasih! Ulasan Anda sudah kami catat.',
  noStars: 'Mohon beri rating bintang terlebih dahulu!',
  noOrder: 'Pesanan yang selesai tidak ditemukan. Pilih Review pada pesanan Anda yang sudah selesai.',
};
