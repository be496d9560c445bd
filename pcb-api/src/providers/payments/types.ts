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

/** The card/online payment provider: the built-in simulator, or a real Midtrans (sandbox) account. */
export interface PaymentGateway {
  readonly name: 'simulator' | 'midtrans';
  createTransaction(order: SnapOrder): Promise<SnapTransaction>;
}

export class PaymentUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PaymentUnavailable';
  }
}
