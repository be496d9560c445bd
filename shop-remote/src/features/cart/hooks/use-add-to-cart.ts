import { ApiError, shopToast, useQueryClient, useSession, type ToastMessage } from '@pcb/shared-ui';
import { useState } from 'react';
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

/**
 * The spec's answer to a failed add: 401 the server's message as an error, 409 (already in the
 * cart) as a warning, 5xx a server error, no answer a network error; other statuses such as 400
 * or 404 show nothing.
 */
export function addToCartFailure(error: unknown): ToastMessage | undefined {
  if (!(error instanceof ApiError)) return { type: 'error', title: ADD_TO_CART_TEXTS.unexpected };
  if (error.status === null) return { type: 'error', title: ADD_TO_CART_TEXTS.networkError };
  if (error.status === 401) return { type: 'error', title: error.message };
  if (error.status === 409) return { type: 'warning', title: error.message };
  if (error.status >= 500) return { type: 'error', title: ADD_TO_CART_TEXTS.serverError };
  return undefined;
}

/** Adds a product to the signed-in buyer's cart; a visitor is asked to log in and nothing is sent. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);

  async function add(productId: string) {
    if (!useSession.getState().user) {
      shopToast({ type: 'error', title: ADD_TO_CART_TEXTS.loginFirst });
      return;
    }
    setAdding(true);
    try {
      if ((await addToCart(productId)) !== 201) {
        shopToast({ type: 'error', title: ADD_TO_CART_TEXTS.notAdded });
        return;
      }
      shopToast({ type: 'success', title: ADD_TO_CART_TEXTS.added });
      void queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
    } catch (error) {
      const failure = addToCartFailure(error);
      if (failure) shopToast(failure);
      else console.error('Produk tidak ditambahkan ke keranjang', error);
    } finally {
      setAdding(false);
    }
  }

  return { add, adding };
}
