/** The buyer specification's texts for the custom requests (§8): sending a form, the custom cart, the instant quote. */
export const SUBMIT_TEXTS = {
  noSession: { title: 'Akses tidak diizinkan', description: 'Silakan login terlebih dahulu.' },
  sent: 'Data berhasil dikirim',
  // Not given by the spec: an edit link to a request that is gone or no longer a draft.
  noDraft: 'Draf tidak ditemukan atau sudah dikirim ke admin.',
  // Not given by the spec: under each required choice left blank at submit (the spec's toast names the first).
  missing: 'Wajib dipilih.',
};

/** Spec §8 custom submit: the server's message(s), a server error, or the connection text. */
export const SUBMIT_FAILURE = {
  server: 'Terjadi kesalahan server. Silakan coba lagi nanti.',
  network: 'Gagal mengirim data. Periksa koneksi Anda.',
  joinErrors: ' | ',
  serverMessage: true,
  fallback: 'Gagal mengirim data. Periksa koneksi Anda.',
} as const;

export const EMPTY_CUSTOM_CART_TEXT = 'Tidak ada data';

/** Not given by the spec: what the custom cart asks before deleting or cancelling a request. */
export const ASK_TEXTS = {
  delete: (name: string) => ({ title: 'Hapus request?', confirmLabel: 'Hapus', description: `${name} akan dihapus.` }),
  cancel: (name: string) => ({ title: 'Batalkan request?', confirmLabel: 'Batalkan', description: `${name} akan dibatalkan.` }),
};

/** Not given by the spec: a draft's kept design that cannot be fetched for its preview. */
export const SAVED_DESIGN_TEXTS = {
  failed: 'File desain tersimpan tidak dapat dimuat untuk pratinjau.',
};

/** Not given by the spec: the instant quote (`/penawaran-instan`) is this shop's own page. */
export const INSTANT_QUOTE_TEXTS = {
  title: 'Penawaran Instan',
  intro:
    'Unggah file Gerber (.zip) papan Anda: gambar papan, hasil pemeriksaan desain dan harganya langsung tampil, tanpa akun. Pilihan lain memakai standar prototipe.',
  signIn: 'Login atau daftar untuk menyimpan penawaran ini sebagai draf Custom Prototype bersama file desainnya; semua pilihan tetap dapat diubah.',
  notKept: 'Browser ini tidak dapat menyimpan file sementara: setelah login, pilih file ini sekali lagi.',
  saved: 'Penawaran disimpan sebagai draf',
};

/** The custom cart's actions (§8): the spec's toasts, and the steps it does not describe. */
export const REQUEST_TEXTS = {
  sent: 'Request berhasil dikirimkan ke admin',
  deleted: 'Data berhasil dihapus',
  deleteFailed: 'Terjadi kesalahan.',
  cancelled: 'Request Dibatalkan',
  failed: 'Terjadi Kesalahan',
  // Not given by the spec: a rejected request copied into a new draft.
  copied: 'Request disalin menjadi draf baru',
  priceAccepted: 'Perubahan harga disetujui',
  priceDeclined: 'Perubahan harga ditolak, request kembali menjadi draf',
};
