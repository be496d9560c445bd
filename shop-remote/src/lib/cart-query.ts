import { cartEndpoints } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

/**
 * The buyer's cart: the cart screen, the top bar's badge and the checkout read the same query (one
 * fetch per page). It lives in the app because two features read it and features never import each other.
 */
export const cartQuery = queryOptions({
  queryKey: scopedKey('user', 'cart'),
  queryFn: ({ signal }) => bff.buyer(cartEndpoints.getCart, { signal }),
});
