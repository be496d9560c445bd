import { useActionMutation } from '@pcb/shared-ui';
import { ORDERS_KEY, cancelOrder, completeOrder, type OrderRow } from '../api';

export const ORDER_TEXTS = {
  cancelled: 'Transaksi dibatalkan!',
  cancelFailed: 'Gagal membatalkan pesanan!',
  received: 'Transaksi Selesai!',
  receiveFailed: 'Gagal konfirmasi pesanan!',
};

/** The buyer's own order changes: cancel an unpaid order, confirm a shipped one arrived. */
export function useOrderActions() {
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
  return { cancel, receive };
}
