import { REORDER_TEXTS } from '@pcb/contract';
import { scopedKey, useActionMutation, useNavigate } from '@pcb/shared-ui';
import { cartQuery } from '../../../lib/cart-query';
import { paths } from '../../../lib/paths';
import { afterReorder } from '../../../lib/reorder-notice';
import { ORDERS_KEY, cancelOrder, completeOrder, reorder, returnOrderToCart, type OrderRow } from '../api';
import { ORDER_TEXTS } from '../texts';

/** An order of one custom request goes back to the custom cart, where the request is again ready to order. */
const isCustom = (order: OrderRow) => order.product.some((group) => group.costom_prototype.length > 0 || group.costom_assembly.length > 0);

/** The buyer's own order changes: cancel an unpaid order, confirm a shipped one arrived, put an ended one's products back, order a finished one again. */
export function useOrderActions() {
  const navigate = useNavigate();
  const cancel = useActionMutation({
    surface: 'shop',
    action: (order: OrderRow) => cancelOrder(order._id),
    success: ORDER_TEXTS.cancelled,
    failure: { fallback: ORDER_TEXTS.cancelFailed },
    invalidates: [ORDERS_KEY],
  });
  const receive = useActionMutation({
    surface: 'shop',
    action: (order: OrderRow) => completeOrder(order._id),
    success: ORDER_TEXTS.received,
    failure: { fallback: ORDER_TEXTS.receiveFailed },
    invalidates: [ORDERS_KEY],
  });
  const backToCart = useActionMutation({
    surface: 'shop',
    action: (order: OrderRow) => returnOrderToCart(order._id),
    success: ORDER_TEXTS.returned,
    failure: { serverMessage: true, fallback: ORDER_TEXTS.returnFailed },
    invalidates: [cartQuery.queryKey],
    onSuccess: (_answer, order) => navigate(isCustom(order) ? paths.customCart : paths.cart),
  });
  const again = useActionMutation({
    surface: 'shop',
    action: (order: OrderRow) => reorder(order._id),
    success: (answer) => answer.message,
    failure: { serverMessage: true, fallback: REORDER_TEXTS.failed },
    // The cart and the custom requests both may change.
    invalidates: [cartQuery.queryKey, scopedKey('user')],
    onSuccess: (answer) => {
      const { to, state } = afterReorder(answer);
      navigate(to, { state });
    },
  });
  return { cancel, receive, backToCart, again };
}
