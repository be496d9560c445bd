import type { CartItem } from '@pcb/contract';
import { shopToast } from '@pcb/shared-ui';
import { useState } from 'react';
import type { CheckoutLine } from '../../../app/checkout-selection';
import { useRemoteData } from '../../../app/use-remote-data';
import { deleteCartItem, getCart } from '../api';
import { useCartCount } from './cart-count-store';

export const CART_TEXTS = {
  overStock: 'Tidak bisa menambah melebihi stok!',
  deleted: 'Product has been deleted',
  deleteFailed: 'Failed to delete product',
};

/**
 * The cart screen's state: the rows from the server, and per row the quantity (1 to stock,
 * kept on this screen until checkout) and whether it is selected.
 */
export function useCartLines() {
  const { state, setData } = useRemoteData(getCart, 'cart');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const items = state.status === 'ready' ? state.data : [];
  const quantityOf = (item: CartItem) => quantities[item._id] ?? 1;

  function changeQuantity(item: CartItem, step: 1 | -1) {
    const next = quantityOf(item) + step;
    if (next > item.id_product.stock) {
      shopToast({ type: 'info', title: CART_TEXTS.overStock });
      return;
    }
    if (next >= 1) setQuantities((q) => ({ ...q, [item._id]: next }));
  }

  function toggle(item: CartItem, on: boolean) {
    if (item.id_product.stock <= 0) return;
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(item._id);
      else next.delete(item._id);
      return next;
    });
  }

  async function remove(item: CartItem) {
    try {
      await deleteCartItem(item._id);
      setData((rows) => rows.filter((row) => row._id !== item._id));
      toggle(item, false);
      shopToast({ type: 'success', title: CART_TEXTS.deleted });
      void useCartCount.getState().refresh();
    } catch (error) {
      console.error('Produk tidak terhapus dari keranjang', error);
      shopToast({ type: 'error', title: CART_TEXTS.deleteFailed });
    }
  }

  const checkoutLines: CheckoutLine[] = items
    .filter((item) => selected.has(item._id))
    .map((item) => ({ cartItemId: item._id, product: item.id_product, quantity: quantityOf(item) }));
  const total = checkoutLines.reduce((sum, line) => sum + line.product.harga * line.quantity, 0);

  return { state, items, quantityOf, isSelected: (item: CartItem) => selected.has(item._id), changeQuantity, toggle, remove, checkoutLines, total };
}
