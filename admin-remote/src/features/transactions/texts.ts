import type { FailureTable } from '@pcb/shared-ui';

/** The back-office specification's texts for Transactions. */
export const TRANSACTION_TEXTS = {
  title: 'Data Transaksi',
  empty: 'Belum ada data transaksi.',
  emptyNotice: 'Transactions are empty!',
  loadFailed: 'Failed to load transactions',
  rejected: 'Transaksi Berhasil Ditolak',
  approved: 'Status transaksi berhasil di update',
  sent: 'Transaksi Siap Dikirim',
  // The spec asks for the resi with the reason's text.
  resiRequired: 'Alasan tidak boleh kosong!',
  missing: 'Data tidak tersedia',
};

/** Every failed action says only this (spec §8). */
export const TRANSACTION_FAILURE: FailureTable = { fallback: 'Terjadi Kesalahan' };

/** A refused photo says why in the server's words (wrong type, too large, wrong status, too many). */
export const PHOTO_FAILURE: FailureTable = { serverMessage: true, fallback: 'Foto gagal ditambahkan' };

/** A photo that could not be removed says why in the server's words (already gone). */
export const PHOTO_REMOVAL_FAILURE: FailureTable = { serverMessage: true, fallback: 'Foto gagal dihapus' };
