import { endpoints, type Transaction, type TransactionStatus } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

/** The statuses an order row can show: the server's, and `pembayaran-gagal`, set only on the page when the popup reports an error. */
export type OrderStatus = TransactionStatus | 'pembayaran-gagal';
export type OrderRow = Omit<Transaction, 'status'> & { status: OrderStatus };

/** Every list of the buyer's orders, whatever its filter: a payment's outcome updates them all. */
export const ORDERS_KEY = scopedKey('user', 'transactions');

export function ordersQuery(statuses: readonly TransactionStatus[]) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, statuses],
    queryFn: async ({ signal }): Promise<OrderRow[]> => {
      const rows = await bff.buyer(endpoints.listTransactions, { query: { status: [...statuses] }, signal });
      return rows.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    },
  });
}

export function cancelOrder(id: string) {
  return bff.buyer(endpoints.cancelTransaction, { body: { id } });
}

export function completeOrder(id: string) {
  return bff.buyer(endpoints.completeTransaction, { body: { id } });
}

export function createPayment(transactionId: string) {
  return bff.buyer(endpoints.createPayment, { body: { transactionId } });
}

export function continuePayment(transactionId: string) {
  return bff.buyer(endpoints.continuePayment, { body: { transactionId } });
}
