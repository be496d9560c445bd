import { DEFAULT_ERROR_TEXT, type FailureTable } from '@pcb/shared-ui';

/** The buyer specification's texts for the profile (§5, §8). */
export const PROFILE_TEXTS = {
  required: 'All fields are required.',
  // Not given by the spec: the checkout's shipping profile, which asks only what the courier needs.
  shippingRequired: 'Semua data pengiriman wajib diisi.',
  saved: 'Account settings updated successfully.',
};

/** Spec §8: a 400 joins its error messages; 5xx is a server error; no answer a network error. */
export const PROFILE_FAILURE: FailureTable = {
  network: 'Network error. Please check your internet connection.',
  server: 'Server error. Please try again later.',
  joinErrors: ' | ',
  serverMessage: true,
  fallback: DEFAULT_ERROR_TEXT,
};
