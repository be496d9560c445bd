import { ApiError, messageOf, useActionMutation, useSession, type ToastMessage } from '@pcb/shared-ui';
import { cartQuery } from '../../../lib/cart-query';
import { addToCart } from '../api';

export const ADD_TO_CART_TEXTS = {
  loginFirst: 'Please log in first',
  added: 'Product added to cart!',
  notAdded: 'Failed to add product. Please try again!',
  serverError: 'Server error. Please try again later.',
  networkError: 'Network error. Please check your internet connection.',
  unexpected: 'Failed to add product. Please try again.',
};

/** A success answer other than the spec's 201. */
class NotAdded extends Error {}

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

/** Adds a product to the signed-in buyer's cart; a visitor is asked to log in and nothing is sent. */
export function useAddToCart() {
  const { submit, isPending } = useActionMutation({
    surface: 'shop',
    check: () => (useSession.getState().user ? undefined : ADD_TO_CART_TEXTS.loginFirst),
    async action(productId: string) {
      if ((await addToCart(productId)) !== 201) throw new NotAdded();
    },
    success: ADD_TO_CART_TEXTS.added,
    failure: addToCartFailure,
    invalidates: [cartQuery.queryKey],
  });
  return { add: submit, adding: isPending };
}
