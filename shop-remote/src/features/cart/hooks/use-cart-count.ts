import { useQuery, useSession } from '@pcb/shared-ui';
import { cartQuery } from '../../../lib/cart-query';

/**
 * The badge's number: how many rows the signed-in buyer's cart holds. A failed load is only
 * logged (by the query cache) and the badge shows 0, as the spec says.
 */
export function useCartCount(): number {
  const signedIn = useSession((s) => s.user !== null);
  const cart = useQuery({ ...cartQuery, enabled: signedIn });
  return signedIn && cart.isSuccess ? cart.data.length : 0;
}
