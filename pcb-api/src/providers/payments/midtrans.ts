import { PaymentUnavailable, type PaymentGateway, type SnapOrder, type SnapTransaction } from './types';

export interface MidtransOptions {
  /** e.g. `https://app.sandbox.midtrans.com` */
  snapUrl: string;
  serverKey: string;
  timeoutMs?: number;
}

/** Midtrans Snap: `POST /snap/v1/transactions` with the server key as the Basic user name. */
export function midtransGateway({ snapUrl, serverKey, timeoutMs = 15_000 }: MidtransOptions): PaymentGateway {
  return {
    name: 'midtrans',
    async createTransaction(order: SnapOrder): Promise<SnapTransaction> {
      const body = {
        transaction_details: { order_id: order.order_id, gross_amount: order.gross_amount },
        item_details: order.item_details,
        customer_details: order.customer_details,
        callbacks: { finish: order.finish_url },
      };
      let response: Response;
      try {
        response = await fetch(`${snapUrl}/snap/v1/transactions`, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new PaymentUnavailable(`Midtrans: ${(error as Error).message}`);
      }
      const answer = (await response.json().catch(() => ({}))) as Partial<SnapTransaction> & { error_messages?: string[] };
      if (!response.ok || !answer.token || !answer.redirect_url) {
        throw new PaymentUnavailable(`Midtrans: ${response.status} ${(answer.error_messages ?? []).join('; ')}`.trim());
      }
      return { token: answer.token, redirect_url: answer.redirect_url };
    },
  };
}
