import { cartEndpoints } from '@pcb/contract';
import { bff } from '@pcb/shared-ui';

export const CART_TIMEOUT_MS = 10000;

/** Resolves with the success status: the shop tells 201 (added) from any other success. */
export async function addToCart(productId: string): Promise<number> {
  const { status } = await bff.buyerExchange(cartEndpoints.addToCart, { body: { id_product: productId }, timeoutMs: CART_TIMEOUT_MS });
  return status;
}

export function setCartQuantity(cartItemId: string, quantity: number) {
  return bff.buyer(cartEndpoints.setCartQuantity, { params: { id: cartItemId }, body: { quantity } });
}

export function deleteCartItem(cartItemId: string) {
  return bff.buyer(cartEndpoints.deleteCartItem, { params: { id: cartItemId }, timeoutMs: CART_TIMEOUT_MS });
}
