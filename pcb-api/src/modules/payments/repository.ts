import type { TransactionStatus } from '@pcb/contract';
import type { Queryable } from '../../db/database';

export interface PaymentRow {
  _id: string;
  order_id: string;
  transaction_id: string;
  payment_method: string | null;
  status: string;
  amount: number;
  transaction_time: Date | null;
  snap_token: string;
  redirect_url: string;
  created_at: Date;
  updated_at: Date;
}

export interface PaymentWithBuyer extends PaymentRow {
  transaction_status: TransactionStatus;
  total_payment: number;
  id_user: string;
  name: string | null;
  email: string;
  phone: string | null;
}

export interface PaymentDetailRow extends PaymentRow {
  transaction_status: TransactionStatus;
  id_user: string;
  username: string;
  name: string | null;
  email: string;
  phone: string | null;
}

export interface NotificationRow {
  received_at: Date;
  transaction_status: string | null;
  status_code: string | null;
  payment_type: string | null;
  provider_transaction_id: string | null;
  gross_amount: string | null;
  fraud_status: string | null;
}

export type ReceivedFields = Omit<NotificationRow, 'received_at'>;

/** A payment's status once the shop cancelled it (or the provider did). */
export const VOIDED = 'cancel';

const COLUMNS = `p.id AS "_id", p.order_id, p.transaction_id, p.payment_method, p.status, p.amount, p.transaction_time,
                 p.snap_token, p.redirect_url, p.created_at, p.updated_at`;

export function paymentRepository(db: Queryable) {
  return {
    async latestFor(transactionId: string): Promise<PaymentRow | null> {
      const rows = await db.query<PaymentRow>(`SELECT ${COLUMNS} FROM payments p WHERE p.transaction_id = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT 1`, [
        transactionId,
      ]);
      return rows[0] ?? null;
    },

    async attempts(transactionId: string): Promise<number> {
      const rows = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM payments WHERE transaction_id = $1`, [transactionId]);
      return Number(rows[0]?.count ?? 0);
    },

    async findByOrderId(orderId: string): Promise<PaymentRow | null> {
      const rows = await db.query<PaymentRow>(`SELECT ${COLUMNS} FROM payments p WHERE p.order_id = $1`, [orderId]);
      return rows[0] ?? null;
    },

    async insert(payment: { id: string; orderId: string; transactionId: string; amount: number; token: string; redirectUrl: string }): Promise<void> {
      await db.query(`INSERT INTO payments (id, order_id, transaction_id, amount, snap_token, redirect_url) VALUES ($1, $2, $3, $4, $5, $6)`, [
        payment.id,
        payment.orderId,
        payment.transactionId,
        payment.amount,
        payment.token,
        payment.redirectUrl,
      ]);
    },

    async record(id: string, status: string, method: string | null, time: Date): Promise<void> {
      await db.query(
        `UPDATE payments SET status = $2, payment_method = COALESCE($3, payment_method), transaction_time = $4, updated_at = now() WHERE id = $1`,
        [id, status, method, time],
      );
    },

    /** Cancels the order's pending payment (Midtrans' word, `cancel`): its later notifications change nothing. */
    async voidPending(transactionId: string): Promise<void> {
      await db.query(`UPDATE payments SET status = '${VOIDED}', updated_at = now() WHERE transaction_id = $1 AND status = 'pending'`, [transactionId]);
    },

    /**
     * Keeps what the provider said, unless the same word (every kept field equal) is already kept: returns
     * whether it was new. Run under `lock`, so two copies arriving at once cannot both be new.
     */
    async addNotification(paymentId: string, fields: ReceivedFields): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO payment_notifications (payment_id, transaction_status, status_code, payment_type, provider_transaction_id, gross_amount, fraud_status)
         SELECT $1, $2, $3, $4, $5, $6, $7
          WHERE NOT EXISTS (SELECT 1 FROM payment_notifications WHERE payment_id = $1 AND transaction_status IS NOT DISTINCT FROM $2
                              AND status_code IS NOT DISTINCT FROM $3 AND payment_type IS NOT DISTINCT FROM $4
                              AND provider_transaction_id IS NOT DISTINCT FROM $5 AND gross_amount IS NOT DISTINCT FROM $6
                              AND fraud_status IS NOT DISTINCT FROM $7)
         RETURNING id`,
        [
          paymentId,
          fields.transaction_status,
          fields.status_code,
          fields.payment_type,
          fields.provider_transaction_id,
          fields.gross_amount,
          fields.fraud_status,
        ],
      );
      return rows.length > 0;
    },

    /** The payment, its row locked until the caller's transaction ends (one provider's word at a time). */
    async lock(id: string): Promise<PaymentRow> {
      const rows = await db.query<PaymentRow>(`SELECT ${COLUMNS} FROM payments p WHERE p.id = $1 FOR UPDATE`, [id]);
      return rows[0];
    },

    /**
     * Orders still waiting for a payment the provider was asked to take (oldest first); with `olderThanSeconds`,
     * only those past their payment deadline (the expiry sweep's next orders).
     */
    async ordersAwaitingPayment(olderThanSeconds: number | null): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `SELECT t.id FROM transactions t
          WHERE t.status IN ('menunggu-pembayaran', 'pembayaran-tertunda') AND NOT t.stock_released
            AND ($1::float8 IS NULL OR t.created_at < now() - make_interval(secs => $1::float8))
            AND EXISTS (SELECT 1 FROM payments p WHERE p.transaction_id = t.id)
          ORDER BY t.created_at, t.id`,
        [olderThanSeconds],
      );
      return rows.map((row) => row.id);
    },

    /** Oldest first. */
    notifications(paymentId: string): Promise<NotificationRow[]> {
      return db.query<NotificationRow>(
        `SELECT received_at, transaction_status, status_code, payment_type, provider_transaction_id, gross_amount, fraud_status
           FROM payment_notifications WHERE payment_id = $1 ORDER BY id`,
        [paymentId],
      );
    },

    /** The payment with this id, or else the newest payment of the order with this id; with the order's status and buyer. */
    async detail(id: string): Promise<PaymentDetailRow | null> {
      const rows = await db.query<PaymentDetailRow>(
        `SELECT ${COLUMNS}, t.status AS transaction_status, t.id_user, u.username, u.name, u.email, u.phone
           FROM payments p JOIN transactions t ON t.id = p.transaction_id JOIN users u ON u.id = t.id_user
          WHERE p.id = $1 OR p.transaction_id = $1
          ORDER BY (p.id = $1) DESC, p.created_at DESC, p.id DESC LIMIT 1`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** Newest first, with the order's buyer (the dashboard's table). */
    listWithBuyers(limit: number | null): Promise<PaymentWithBuyer[]> {
      return db.query<PaymentWithBuyer>(
        `SELECT ${COLUMNS}, t.status AS transaction_status, t.total_payment, t.id_user, u.name, u.email, u.phone
           FROM payments p JOIN transactions t ON t.id = p.transaction_id JOIN users u ON u.id = t.id_user
          ORDER BY p.created_at DESC, p.id DESC LIMIT $1`,
        [limit],
      );
    },
  };
}
