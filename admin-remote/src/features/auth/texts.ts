import type { FailureTable } from '@pcb/shared-ui';

const NO_RESPONSE = 'Tidak ada response dari server.';

/** Spec: the server's message, or `Login failed.` */
const LOGIN_FAILED_TEXT = 'Login failed.';
export const LOGIN_FAILURE: FailureTable = { serverMessage: true, fallback: LOGIN_FAILED_TEXT };

// Two-factor sign-in is not in the spec; its texts follow the spec's language.
export const VERIFY_FAILURE: FailureTable = { serverMessage: true, network: NO_RESPONSE, fallback: 'Verifikasi gagal.' };
export const TWO_FACTOR_FAILURE: FailureTable = { serverMessage: true, network: NO_RESPONSE, fallback: 'Terjadi kesalahan.' };
