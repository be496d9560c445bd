import type { FailureTable } from '@pcb/shared-ui';

/** Not in the spec: the share links' list when the buyer has made none, written in its language. */
export const NO_LINKS_TEXT = 'Belum ada tautan. Buat dari detail request custom atau pesanan.';

/** Every share call: the server's Indonesian message (expired, revoked, unknown, a bad day), else a general one. */
export const SHARE_FAILURE: FailureTable = {
  serverMessage: true,
  network: 'Tidak dapat terhubung ke server. Periksa koneksi Anda.',
  fallback: 'Tautan tidak dapat dibuka. Silakan coba lagi.',
};
