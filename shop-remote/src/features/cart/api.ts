import { cartEndpoints } from '@pcb/contract';
import { bff } from '@pcb/shared-ui';

export const CART_TIMEOUT_MS = 10000;

/** A success answer other than the spec's 201. */
export class NotAdded extends Error {}

/** The shop tells 201 (added) from any other success, which it does not count as added. */
export async function addToCart(productId: string): Promise<void> {
  const { status } = await bff.buyerExchange(cartEndpoints.addToCart, { body: { id_product: productId }, timeoutMs: CART_TIMEOUT_MS });
  if (status !== 201) throw new NotAdded();
}

export function setCartQuantity(cartItemId: string, quantity: number) {
  return bff.buyer(cartEndpoints.setCartQuantity, { params: { id: cartItemId }, body: { quantity } });
}

export function deleteCartItem(cartItemId: string) {
  return bff.buyer(cartEndpoints.deleteCartItem, { params: { id: cartItemId }, timeoutMs: CART_TIMEOUT_MS });
}
