import type { TransactionStatus } from '@pcb/contract';
import { useNavigate, useQueryClient, useSearchParams } from '@pcb/shared-ui';
import { useEffect } from 'react';
import { ORDER_GROUPS, orderGroupOf } from '../../../lib/order-filters';
import { urls } from '../../../lib/paths';
import { ORDERS_KEY } from '../api';

/** Where each provider status moves an order (pcb-api's notification rules). */
const PROVIDER_STATUS: Record<string, TransactionStatus> = {
  settlement: 'sudah-bayar',
  capture: 'sudah-bayar',
  pending: 'pembayaran-tertunda',
  cancel: 'dibatalkan-admin',
  expire: 'pembayaran-kadarluarsa',
};

/**
 * The redirect flow returns to `/transaksi?order_id=…&transaction_status=…`: the buyer lands on the
 * sidebar group holding the order's new status, read fresh from the server.
 */
export function usePaymentReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const providerStatus = params.get('transaction_status');

  useEffect(() => {
    if (!providerStatus) return;
    // A denied payment leaves the order holding its stock, to be paid again from the orders to pay.
    const group = providerStatus === 'deny' ? ORDER_GROUPS[0] : orderGroupOf(PROVIDER_STATUS[providerStatus] ?? 'pembayaran-tertunda');
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    navigate(urls.transactions(...group.statuses), { replace: true });
  }, [providerStatus, navigate, queryClient]);
}
