import type { FailureTable } from '@pcb/shared-ui';

/** Every share call: the server's Indonesian message (expired, revoked, unknown, a bad day), else a general one. */
export const SHARE_FAILURE: FailureTable = {
  serverMessage: true,
  network: 'Tidak dapat terhubung ke server. Periksa koneksi Anda.',
  fallback: 'Tautan tidak dapat dibuka. Silakan coba lagi.',
};
