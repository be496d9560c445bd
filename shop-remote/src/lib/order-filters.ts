import type { TransactionStatus } from '@pcb/contract';
import { urls } from './paths';

export interface OrderGroup {
  label: string;
  statuses: readonly TransactionStatus[];
}

/** The user sidebar's Pesanan links: each opens /transaksi with its repeated `status` parameters (spec §2). */
export const ORDER_GROUPS: readonly OrderGroup[] = [
  { label: 'Pembayaran', statuses: ['menunggu-pembayaran', 'pembayaran-tertunda', 'sudah-bayar'] },
  { label: 'Diproses', statuses: ['diproses'] },
  { label: 'Dikirim', statuses: ['dikirim'] },
  { label: 'Selesai', statuses: ['selesai'] },
  { label: 'Dibatalkan', statuses: ['dibatalkan-pembeli', 'gagal', 'pembayaran-kadarluarsa', 'dibatalkan-admin'] },
];

/** Ended statuses whose order can still be paid while it holds its stock ("Bayar Ulang"). */
const PAYABLE_AGAIN: readonly TransactionStatus[] = ['gagal', 'pembayaran-kadarluarsa'];

/** What an order list needs of a row to place it. */
interface ListedOrder {
  status: string;
  payment_deadline: string | null;
}

const hasPayableStatus = (order: ListedOrder) => PAYABLE_AGAIN.includes(order.status as TransactionStatus);

/** The statuses to ask the server for to fill a page filtered on `statuses`: the orders to pay include the ones paid again. */
export const statusesToFetch = (statuses: readonly TransactionStatus[]): TransactionStatus[] =>
  statuses.includes('menunggu-pembayaran') ? [...new Set([...statuses, ...PAYABLE_AGAIN])] : [...statuses];

/**
 * The rows a page filtered on `statuses` lists: a failed order that can still be paid (it has a
 * deadline) stays with the orders to pay, not under Dibatalkan, until its stock goes back.
 */
export const ordersListedUnder = <O extends ListedOrder>(rows: readonly O[], statuses: readonly string[]): O[] =>
  rows.filter((order) => !hasPayableStatus(order) || statuses.includes(order.payment_deadline === null ? order.status : 'menunggu-pembayaran'));

/** The sidebar group a status is listed under (a new order's, a paid one's…). */
export function orderGroupOf(status: TransactionStatus): OrderGroup {
  return ORDER_GROUPS.find((group) => group.statuses.includes(status)) ?? ORDER_GROUPS[0];
}

/**
 * A new order is paid at once: the checkout opens the Pembayaran group with the order in the
 * navigation state, and the orders page starts its payment there, next to its row.
 */
export const payNewOrder = (transactionId: string) => ({ to: urls.transactions(...ORDER_GROUPS[0].statuses), state: { payOrder: transactionId } });

/** The order the navigation asks to pay, if any. */
export function orderToPay(state: unknown): string | undefined {
  const id = typeof state === 'object' && state !== null ? (state as { payOrder?: unknown }).payOrder : undefined;
  return typeof id === 'string' ? id : undefined;
}
