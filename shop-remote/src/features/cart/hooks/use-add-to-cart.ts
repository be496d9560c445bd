import { useActionMutation, useSession } from '@pcb/shared-ui';
import { cartQuery } from '../../../lib/cart-query';
import { addToCart } from '../api';
import { ADD_TO_CART_TEXTS, addToCartFailure } from '../texts';

/** Adds a product to the signed-in buyer's cart; a visitor is asked to log in and nothing is sent. */
export function useAddToCart() {
  const { submit, isPending } = useActionMutation({
    surface: 'shop',
    check: () => (useSession.getState().user ? undefined : ADD_TO_CART_TEXTS.loginFirst),
    action: addToCart,
    success: ADD_TO_CART_TEXTS.added,
    failure: addToCartFailure,
    invalidates: [cartQuery.queryKey],
  });
  return { add: submit, adding: isPending };
}
