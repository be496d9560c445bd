import { ApiError, genericFailure, messageOf, type ToastMessage } from '@pcb/shared-ui';
import { NotAdded } from './api';

/** The buyer specification's texts for the cart and adding to it (§8). */
export const EMPTY_CART_TEXT = 'Your shopping cart is empty.';
// Not given by the spec: why Checkout is disabled when the buyer unticked every row.
export const NOTHING_TICKED_TEXT = 'Centang produk yang ingin Anda checkout.';

export const CART_TEXTS = {
  deleted: 'Product has been deleted',
  deleteFailed: 'Failed to delete product',
};

export const CART_LOAD_FAILURE = genericFailure('Terjadi kesalahan.');

export const ADD_TO_CART_TEXTS = {
  loginFirst: 'Please log in first',
  added: 'Product added to cart!',
  notAdded: 'Failed to add product. Please try again!',
  serverError: 'Server error. Please try again later.',
  networkError: 'Network error. Please check your internet connection.',
  unexpected: 'Failed to add product. Please try again.',
};

/**
 * The spec's answer to a failed add: 401 the server's message as an error, 409 (already in the
 * cart) as a warning, 5xx a server error, no answer a network error; other statuses such as 400
 * or 404 show nothing.
 */
export function addToCartFailure(error: unknown): ToastMessage | undefined {
  if (error instanceof NotAdded) return { type: 'error', title: ADD_TO_CART_TEXTS.notAdded };
  if (!(error instanceof ApiError)) return { type: 'error', title: ADD_TO_CART_TEXTS.unexpected };
  if (error.status === null) return { type: 'error', title: ADD_TO_CART_TEXTS.networkError };
  const said = messageOf(error.body) ?? ADD_TO_CART_TEXTS.unexpected;
  if (error.status === 401) return { type: 'error', title: said };
  if (error.status === 409) return { type: 'warning', title: said };
  if (error.status >= 500) return { type: 'error', title: ADD_TO_CART_TEXTS.serverError };
  return undefined;
}
