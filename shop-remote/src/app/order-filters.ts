import type { TransactionStatus } from '@pcb/contract';

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
