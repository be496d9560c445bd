import type { PaymentNotification } from '@pcb/contract';

/** What a Snap transaction needs (the Midtrans Snap API's request, trimmed to what the shop sends). */
export interface SnapOrder {
  order_id: string;
  gross_amount: number;
  item_details: { id: string; name: string; price: number; quantity: number }[];
  customer_details: { first_name: string; last_name: string; email: string; phone: string };
  /** Where the provider sends the payer when done (redirect flow). */
  finish_url: string;
}

export interface SnapTransaction {
  token: string;
  redirect_url: string;
}

/**
 * The provider's answer to `GET /v2/{order_id}/status`: the fields a notification has, signed the same way.
 * null when the provider knows no payment by that order id (the payer never chose how to pay).
 */
export type ProviderStatus = PaymentNotification & { status_message?: string };

/** The card/online payment provider: the built-in simulator, or a real Midtrans (sandbox) account. */
export interface PaymentGateway {
  readonly name: 'simulator' | 'midtrans';
  createTransaction(order: SnapOrder): Promise<SnapTransaction>;
  /** Throws PaymentUnavailable when the provider cannot be asked. */
  status(orderId: string): Promise<ProviderStatus | null>;
}

export class PaymentUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PaymentUnavailable';
  }
}
