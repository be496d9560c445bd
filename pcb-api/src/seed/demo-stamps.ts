import type { Executor } from '../db/database';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * The demo goes through the repositories, which write `now()`; what happened when is collected here
 * and written over those times at the end, one statement per table.
 */
export class Stamps {
  readonly orders: { id: string; created_at: Date; updated_at: Date }[] = [];
  readonly history: { transaction_id: string; status: string; at: Date }[] = [];
  readonly payments: { id: string; created_at: Date; updated_at: Date }[] = [];
  readonly notifications: { payment_id: string; transaction_status: string; received_at: Date }[] = [];
  readonly requests: { id: string; created_at: Date; updated_at: Date }[] = [];

  async apply(tx: Executor): Promise<void> {
    const rows = (list: object[]) => [JSON.stringify(list)];
    await tx.query(
      `UPDATE transactions t SET created_at = x.created_at, updated_at = x.updated_at
         FROM jsonb_to_recordset($1::jsonb) AS x(id text, created_at timestamptz, updated_at timestamptz) WHERE t.id = x.id`,
      rows(this.orders),
    );
    await tx.query(
      `UPDATE transaction_history h SET at = x.at
         FROM jsonb_to_recordset($1::jsonb) AS x(transaction_id text, status text, at timestamptz)
        WHERE h.transaction_id = x.transaction_id AND h.status = x.status`,
      rows(this.history),
    );
    await tx.query(
      `UPDATE payments p SET created_at = x.created_at, updated_at = x.updated_at
         FROM jsonb_to_recordset($1::jsonb) AS x(id text, created_at timestamptz, updated_at timestamptz) WHERE p.id = x.id`,
      rows(this.payments),
    );
    await tx.query(
      `UPDATE payment_notifications n SET received_at = x.received_at
         FROM jsonb_to_recordset($1::jsonb) AS x(payment_id text, transaction_status text, received_at timestamptz)
        WHERE n.payment_id = x.payment_id AND n.transaction_status = x.transaction_status`,
      rows(this.notifications),
    );
    await tx.query(
      `UPDATE custom_requests r SET created_at = x.created_at, updated_at = x.updated_at
         FROM jsonb_to_recordset($1::jsonb) AS x(id text, created_at timestamptz, updated_at timestamptz) WHERE r.id = x.id`,
      rows(this.requests),
    );
  }
}
