import { CAPABILITY_TEXTS } from '@pcb/contract/domain';
import type { FailureTable } from '@pcb/shared-ui';

/** Not in the spec (issue 36): the page where an admin writes down what the centre can make. */
export const CAPABILITY_PAGE_TEXTS = {
  title: 'Kemampuan Produksi',
  intro:
    'Batas yang dipakai pemeriksaan desain (design rule check) di pratinjau pembeli dan saat desain dikirim. Perubahan berlaku untuk pemeriksaan berikutnya; hasil pemeriksaan yang sudah tersimpan tidak berubah.',
  layerCounts: 'Jumlah lapisan tembaga yang dibuat',
  layerCountsHint: 'Pisahkan dengan koma, contoh: 1, 2, 4',
  save: 'Simpan',
  saving: 'Menyimpan...',
  loadFailed: 'Gagal memuat kemampuan produksi. Silakan coba lagi nanti.',
  saved: CAPABILITY_TEXTS.saved,
};

export const SAVE_FAILURE: FailureTable = {
  network: 'Tidak ada response dari server. Kemampuan produksi belum tersimpan.',
  joinErrors: ' | ',
  serverMessage: true,
  fallback: 'Gagal menyimpan kemampuan produksi. Silakan coba lagi.',
};
