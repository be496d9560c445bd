import { paymentEndpoints, reorderEndpoints, transactionEndpoints, type Transaction, type TransactionStatus } from '@pcb/contract';
import { bff, oncePerIntent, queryOptions, scopedKey } from '@pcb/shared-ui';
import { ordersListedUnder, statusesToFetch } from '../../lib/order-filters';

/** The statuses an order row can show: the server's, and `pembayaran-gagal`, set only on the page when the popup reports an error. */
export type OrderStatus = TransactionStatus | 'pembayaran-gagal';
export type OrderRow = Omit<Transaction, 'status'> & { status: OrderStatus };

/** Every list of the buyer's orders, whatever its filter: a payment's outcome updates them all. */
export const ORDERS_KEY = scopedKey('user', 'transactions');

export function ordersQuery(statuses: readonly TransactionStatus[]) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, statuses],
    queryFn: async ({ signal }): Promise<OrderRow[]> => {
      const rows = await bff.buyer(transactionEndpoints.listTransactions, { query: { status: statusesToFetch(statuses) }, signal });
      return ordersListedUnder(rows, statuses).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    },
  });
}

export function cancelOrder(id: string) {
  return bff.buyer(transactionEndpoints.cancelTransaction, { body: { id } });
}

export function returnOrderToCart(id: string) {
  return bff.buyer(transactionEndpoints.returnToCart, { body: { id } });
}

/** Pesan Lagi: a finished order's products into the cart at today's price and stock, or its custom request into a new draft. */
/** "Pesan Lagi": a double click or a retry of it orders once. */
export function reorder(id: string) {
  return oncePerIntent(`reorder:${id}`, (idempotencyKey) => bff.buyer(reorderEndpoints.reorderTransaction, { body: { id }, idempotencyKey }));
}

export function completeOrder(id: string) {
  return bff.buyer(transactionEndpoints.completeTransaction, { body: { id } });
}

export function createPayment(transactionId: string) {
  return bff.buyer(paymentEndpoints.createPayment, { body: { transactionId } });
}

export function continuePayment(transactionId: string) {
  return bff.buyer(paymentEndpoints.continuePayment, { body: { transactionId } });
}
