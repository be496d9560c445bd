import { shopToast, useQueryClient, type ToastMessage } from '@pcb/shared-ui';
import { useState } from 'react';
import { ORDERS_KEY, continuePayment, createPayment, type OrderRow, type OrderStatus } from '../api';
import { browser, openPopup, type PopupOutcome } from '../snap';
import { PAYMENT_TEXTS } from '../texts';

interface Started {
  token: string;
  hasPaymentUrl: boolean;
  /** The order's status after create-payment (continue-payment tells none). */
  status?: OrderStatus;
}

/** Spec §4: each popup outcome's row status and toast; the server agrees with all but the error, which stays on the page. */
function outcomeOf(outcome: PopupOutcome, started: Started): { status: OrderStatus; toast: ToastMessage; refresh: boolean } {
  switch (outcome) {
    case 'success':
      return { status: 'sudah-bayar', toast: { type: 'success', title: PAYMENT_TEXTS.paid }, refresh: true };
    case 'error':
      return { status: 'pembayaran-gagal', toast: { type: 'error', title: PAYMENT_TEXTS.failed }, refresh: false };
    default:
      return { status: started.status ?? 'pembayaran-tertunda', toast: { type: 'warning', title: PAYMENT_TEXTS.pending }, refresh: true };
  }
}

/**
 * Pays an order: create-payment (or continue-payment), then the provider's page (redirect flow) or
 * popup; the popup's outcome updates the row and is toasted. A payment that cannot start says so
 * in an alert (`failure`).
 */
export function usePayment() {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [payingId, setPayingId] = useState<string | null>(null);

  const setRowStatus = (id: string, status: OrderStatus) =>
    queryClient.setQueriesData<OrderRow[]>({ queryKey: ORDERS_KEY }, (rows) => rows?.map((row) => (row._id === id ? { ...row, status } : row)));

  async function run(id: string, start: () => Promise<Started>) {
    setFailure(null);
    setPayingId(id);
    try {
      const started = await start();
      if (started.hasPaymentUrl) return browser.leaveFor(started.token);
      const result = outcomeOf(await openPopup(started.token), started);
      setRowStatus(id, result.status);
      shopToast(result.toast);
      if (result.refresh) void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    } catch (error) {
      console.error('Pembayaran tidak dimulai', error);
      setFailure(PAYMENT_TEXTS.notStarted);
    } finally {
      setPayingId(null);
    }
  }

  return {
    pay: (id: string) => run(id, () => createPayment(id)),
    continuePayment: (id: string) => run(id, () => continuePayment(id)),
    payingId,
    failure,
  };
}
