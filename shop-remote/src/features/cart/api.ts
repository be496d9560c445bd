import { endpoints, type CartItem } from '@pcb/contract';
import { bff } from '@pcb/shared-ui';

export const CART_TIMEOUT_MS = 10000;

export function getCart(): Promise<CartItem[]> {
  return bff.buyer(endpoints.getCart);
}

/** Resolves with the success status: the shop tells 201 (added) from any other success. */
export async function addToCart(productId: string): Promise<number> {
  const { status } = await bff.buyerExchange(endpoints.addToCart, { body: { id_product: productId }, timeoutMs: CART_TIMEOUT_MS });
  return status;
}

export function deleteCartItem(cartItemId: string) {
  return bff.buyer(endpoints.deleteCartItem, { params: { id: cartItemId } });
}
