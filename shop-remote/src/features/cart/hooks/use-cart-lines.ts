import { CART_QUANTITY_TEXTS, type CartItem } from '@pcb/contract';
import { shopToast, useActionMutation, useQuery, useQueryClient } from '@pcb/shared-ui';
import { cartQuery } from '../../../lib/cart-query';
import { deleteCartItem, setCartQuantity } from '../api';
import { CART_TEXTS } from '../texts';
import { useStoredSelection } from './use-stored-selection';

/** The rows the buyer unticked: every other row in stock is ticked, so a cart opens ready to check out. */
const UNTICKED_KEY = 'pcb.cart.unticked';

/**
 * The cart screen's state: the rows and their quantities from the server (1 to stock, kept there
 * so a reload and the checkout see them), and which rows are unticked (kept for the tab's session).
 */
export function useCartLines() {
  const queryClient = useQueryClient();
  const cart = useQuery(cartQuery);
  const unticked = useStoredSelection(UNTICKED_KEY);
  const items = cart.data ?? [];
  const isSelectable = (item: CartItem) => item.id_product.stock > 0;

  const replaceRow = (row: { _id: string; quantity: number }) =>
    queryClient.setQueryData(cartQuery.queryKey, (rows) => rows?.map((item) => (item._id === row._id ? { ...item, quantity: row.quantity } : item)));

  const quantity = useActionMutation({
    surface: 'shop',
    action: ({ item, next }: { item: CartItem; next: number }) => setCartQuantity(item._id, next),
    failure: { serverMessage: true, fallback: CART_QUANTITY_TEXTS.overStock },
    onSuccess: (answer) => replaceRow(answer.data),
  });

  const removal = useActionMutation({
    surface: 'shop',
    action: (item: CartItem) => deleteCartItem(item._id),
    success: CART_TEXTS.deleted,
    failure: { fallback: CART_TEXTS.deleteFailed },
    invalidates: [cartQuery.queryKey],
    onSuccess: (_answer, item) => unticked.set(item._id, false),
  });

  function changeQuantity(item: CartItem, step: 1 | -1) {
    const next = item.quantity + step;
    if (next > item.id_product.stock) {
      shopToast({ type: 'info', title: CART_QUANTITY_TEXTS.overStock });
      return;
    }
    if (next >= 1) void quantity.submit({ item, next });
  }

  const isSelected = (item: CartItem) => isSelectable(item) && !unticked.has(item._id);
  const selectedItems = items.filter(isSelected);
  const total = selectedItems.reduce((sum, item) => sum + item.id_product.harga * item.quantity, 0);

  return {
    cart,
    items,
    isSelected,
    toggle: (item: CartItem, on: boolean) => isSelectable(item) && unticked.set(item._id, !on),
    changeQuantity,
    remove: (item: CartItem) => removal.submit(item),
    selectedIds: selectedItems.map((item) => item._id),
    total,
  };
}
