import { PaymentUnavailable, type PaymentGateway, type ProviderStatus, type SnapOrder, type SnapTransaction } from './types';

export interface MidtransOptions {
  /** e.g. `https://app.sandbox.midtrans.com` */
  snapUrl: string;
  /** The Core API, e.g. `https://api.sandbox.midtrans.com` (the status API). */
  apiUrl: string;
  serverKey: string;
  timeoutMs?: number;
}

/** Midtrans' two APIs, both with the server key as the Basic user name. */
export function midtransGateway({ snapUrl, apiUrl, serverKey, timeoutMs = 15_000 }: MidtransOptions): PaymentGateway {
  async function call(url: string, body?: object): Promise<{ response: Response; answer: Record<string, unknown> }> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          authorization: `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentUnavailable(`Midtrans: ${(error as Error).message}`);
    }
    return { response, answer: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  }

  return {
    name: 'midtrans',
    /** Snap: `POST /snap/v1/transactions`. */
    async createTransaction(order: SnapOrder): Promise<SnapTransaction> {
      const { response, answer } = await call(`${snapUrl}/snap/v1/transactions`, {
        transaction_details: { order_id: order.order_id, gross_amount: order.gross_amount },
        item_details: order.item_details,
        customer_details: order.customer_details,
        callbacks: { finish: order.finish_url },
      });
      const { token, redirect_url, error_messages } = answer as Partial<SnapTransaction> & { error_messages?: string[] };
      if (!response.ok || !token || !redirect_url) {
        throw new PaymentUnavailable(`Midtrans: ${response.status} ${(error_messages ?? []).join('; ')}`.trim());
      }
      return { token, redirect_url };
    },

    /** `GET /v2/{order_id}/status`; Midtrans says an unknown order with status_code 404, in the body or the HTTP status. */
    async status(orderId: string): Promise<ProviderStatus | null> {
      const { response, answer } = await call(`${apiUrl}/v2/${encodeURIComponent(orderId)}/status`);
      if (response.status === 404 || answer.status_code === '404') return null;
      if (!response.ok || typeof answer.transaction_status !== 'string') {
        throw new PaymentUnavailable(`Midtrans status: ${response.status} ${String(answer.status_message ?? '')}`.trim());
      }
      return answer as ProviderStatus;
    },
  };
}
