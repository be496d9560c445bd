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
