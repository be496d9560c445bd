import { endpoints, type CartItem } from '@pcb/contract';
import { bff } from '@pcb/shared-ui';

export const CART_TIMEOUT_MS = 10000;

export function getCart(): Promise<CartItem[]> {
  return bff.buyer(endpoints.getCart);
}

export function addToCart(productId: string) {
  return bff.buyer(endpoints.addToCart, { body: { id_product: productId }, timeoutMs: CART_TIMEOUT_MS });
}

export function deleteCartItem(cartItemId: string) {
  return bff.buyer(endpoints.deleteCartItem, { params: { id: cartItemId } });
}
