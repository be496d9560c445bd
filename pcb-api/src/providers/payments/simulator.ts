import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { notificationSignature } from './signature';
import type { PaymentGateway, ProviderStatus, SnapOrder, SnapTransaction } from './types';

/** Where the browser reaches the simulator: through the shop's BFF, which forwards the contract's paths. */
export const simulatorBrowserBase = (publicUrl: string) => `${publicUrl}/bff/api/service/payments/simulator`;

export type SimulatorAction = 'pay' | 'pending' | 'fail' | 'close';

export interface SimulatorOrder {
  token: string;
  order_id: string;
  gross_amount: number;
}

/** The notification the real provider would send for each choice on the payment page. */
const OUTCOMES: Record<
  Exclude<SimulatorAction, 'close'>,
  { transaction_status: string; status_code: string; status_message: string; fraud_status?: string }
> = {
  pay: { transaction_status: 'settlement', status_code: '200', status_message: 'Success, transaction is found', fraud_status: 'accept' },
  pending: { transaction_status: 'pending', status_code: '201', status_message: 'Success, transaction is created' },
  fail: { transaction_status: 'deny', status_code: '202', status_message: 'Transaction is denied', fraud_status: 'deny' },
};

export interface SimulatorNotification {
  order_id: string;
  transaction_id: string;
  transaction_status: string;
  status_code: string;
  status_message: string;
  gross_amount: string;
  currency: string;
  payment_type: string;
  transaction_time: string;
  fraud_status?: string;
  signature_key: string;
}

/** `yyyy-MM-dd HH:mm:ss` in Jakarta time, as Midtrans writes times. */
function jakartaTime(date: Date): string {
  return new Date(date.getTime() + 7 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
}

/** A signed notification in Midtrans' shape (gross_amount as the text `"150000.00"`). */
export function simulatedNotification(
  order: SimulatorOrder,
  action: Exclude<SimulatorAction, 'close'>,
  serverKey: string,
  now = new Date(),
): SimulatorNotification {
  const outcome = OUTCOMES[action];
  const grossAmount = `${order.gross_amount}.00`;
  return {
    order_id: order.order_id,
    transaction_id: randomUUID(),
    ...outcome,
    gross_amount: grossAmount,
    currency: 'IDR',
    payment_type: 'bank_transfer',
    transaction_time: jakartaTime(now),
    signature_key: notificationSignature(order.order_id, outcome.status_code, grossAmount, serverKey),
  };
}

export interface SimulatorGateway extends PaymentGateway {
  find(token: string): Promise<SimulatorOrder | null>;
  remember(notification: SimulatorNotification): Promise<void>;
}

interface SimulatorRow extends SimulatorOrder {
  transaction_status: string | null;
  status_code: string;
  fraud_status: string | null;
  provider_transaction_id: string;
  transaction_time: string;
}

/** The simulator's side of Snap and of the status API: it keeps the orders it issued and what the payer chose, like the provider does. */
export function simulatorGateway(db: Queryable, publicUrl: string, serverKey: string): SimulatorGateway {
  const columns = `token, order_id, gross_amount, transaction_status, status_code, fraud_status, provider_transaction_id, transaction_time`;
  const one = async (where: string, value: string) => (await db.query<SimulatorRow>(`SELECT ${columns} FROM simulator_orders WHERE ${where} = $1`, [value]))[0];
  return {
    name: 'simulator' as const,
    async createTransaction(order: SnapOrder): Promise<SnapTransaction> {
      const token = randomUUID();
      await db.query(`INSERT INTO simulator_orders (token, order_id, gross_amount) VALUES ($1, $2, $3)`, [token, order.order_id, order.gross_amount]);
      return { token, redirect_url: `${simulatorBrowserBase(publicUrl)}/pay/${token}` };
    },
    async find(token: string): Promise<SimulatorOrder | null> {
      const row = await one('token', token);
      return row ? { token: row.token, order_id: row.order_id, gross_amount: Number(row.gross_amount) } : null;
    },
    /** Keeps the payer's choice, which the status API then tells. */
    async remember(n: SimulatorNotification): Promise<void> {
      await db.query(
        `UPDATE simulator_orders SET transaction_status = $2, status_code = $3, fraud_status = $4, provider_transaction_id = $5, transaction_time = $6
          WHERE order_id = $1`,
        [n.order_id, n.transaction_status, n.status_code, n.fraud_status ?? null, n.transaction_id, n.transaction_time],
      );
    },
    /** What `GET /v2/{order_id}/status` answers: the last choice's notification, signed again; null before any choice. */
    async status(orderId: string): Promise<ProviderStatus | null> {
      const row = await one('order_id', orderId);
      if (!row?.transaction_status) return null;
      const grossAmount = `${row.gross_amount}.00`;
      return {
        order_id: row.order_id,
        transaction_id: row.provider_transaction_id,
        transaction_status: row.transaction_status,
        status_code: row.status_code,
        ...(row.fraud_status ? { fraud_status: row.fraud_status } : {}),
        gross_amount: grossAmount,
        payment_type: 'bank_transfer',
        transaction_time: row.transaction_time,
        signature_key: notificationSignature(row.order_id, row.status_code, grossAmount, serverKey),
      };
    },
  };
}
