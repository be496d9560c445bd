/** The home page's guide: not given word for word by the spec (§2), written in its language. */
export const HOW_TO_STEPS = [
  { title: 'Penawaran Online', text: 'Hitung harga PCB Anda secara online.' },
  { title: 'Unggah File PCB', text: 'Unggah file desain PCB (.zip atau .rar).' },
  { title: 'Tinjauan Pesanan', text: 'Admin meninjau desain dan pesanan Anda.' },
  { title: 'Pembayaran', text: 'Bayar pesanan dengan kartu atau pembayaran online.' },
  { title: 'Produksi', text: 'PCB Anda diproduksi sesuai spesifikasi.' },
  { title: 'Pengiriman', text: 'Pesanan dikirim melalui kurir pilihan Anda.' },
  { title: 'Konfirmasi Penerimaan', text: 'Konfirmasi pesanan telah Anda terima.' },
];
