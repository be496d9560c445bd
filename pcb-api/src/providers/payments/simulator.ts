import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { notificationSignature } from './signature';
import type { PaymentGateway, SnapOrder, SnapTransaction } from './types';

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

/** The simulator's side of Snap: it keeps the orders it issued, like the provider does. */
export function simulatorGateway(db: Queryable, publicUrl: string): PaymentGateway & { find(token: string): Promise<SimulatorOrder | null> } {
  return {
    name: 'simulator',
    async createTransaction(order: SnapOrder): Promise<SnapTransaction> {
      const token = randomUUID();
      await db.query(`INSERT INTO simulator_orders (token, order_id, gross_amount) VALUES ($1, $2, $3)`, [token, order.order_id, order.gross_amount]);
      return { token, redirect_url: `${simulatorBrowserBase(publicUrl)}/pay/${token}` };
    },
    async find(token: string): Promise<SimulatorOrder | null> {
      const rows = await db.query<SimulatorOrder>(`SELECT token, order_id, gross_amount FROM simulator_orders WHERE token = $1`, [token]);
      return rows[0] ? { ...rows[0], gross_amount: Number(rows[0].gross_amount) } : null;
    },
  };
}
