import { FAULTS_UNRESOLVED } from '@pcb/contract';
import type { FailureTable } from '@pcb/shared-ui';

/** The back-office specification's texts for the review of custom requests. */
export const REQUEST_TEXTS = {
  title: 'Review File',
  empty: 'Belum ada data request.',
  weightTooSmall: 'Berat produk harus lebih besar dari 0!',
  reasonRequired: 'Alasan tidak boleh kosong!',
  approved: 'Request Disetujui',
  rejected: 'Request Berhasil Ditolak',
  // Not given by the spec: the list's and the design file's load failures.
  loadFailed: 'Data request gagal dimuat.',
  designFailed: 'File desain tidak dapat diunduh.',
  // Issue 37: a request still in review past the review time the shop promised.
  overdue: 'Lewat janji review',
  // Issue 36: a design that cannot be made as it is is approved only once the admin says it was resolved with the buyer.
  resolvedWithBuyer: (checks: string[]) => `Saya sudah menyelesaikan dengan pembeli semua masalah desain yang tidak dapat dibuat (${checks.join(', ')}).`,
  faultsUnresolved: FAULTS_UNRESOLVED,
};

/** Every failed approve or reject says only this (spec §8). */
export const REVIEW_FAILURE: FailureTable = { fallback: 'Terjadi Kesalahan' };
