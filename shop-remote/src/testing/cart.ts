import type { CartItem, CartRow, Product } from '@pcb/contract';
import { aProduct } from '@pcb/shared-ui/testing';

/** A cart line as `GET cart` answers it, with its product; pass the product the test is about. */
export function aCartItem(product: Product = aProduct()): CartItem {
  return { _id: aProduct()._id, id_user: 'a'.repeat(24), id_product: product, quantity: 1, create_at: product.create_at, update_at: product.update_at };
}

/** The same line as the cart's writes answer it: the product by its id. */
export function aCartRow(item: CartItem = aCartItem()): CartRow {
  return { ...item, id_product: item.id_product._id };
}
