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
  readonly requestHistory: { request_id: string; status: string; at: Date }[] = [];

  async apply(tx: Executor): Promise<void> {
    await restamp(tx, 'transactions', ['id'], ['created_at', 'updated_at'], this.orders);
    await restamp(tx, 'transaction_history', ['transaction_id', 'status'], ['at'], this.history);
    await restamp(tx, 'payments', ['id'], ['created_at', 'updated_at'], this.payments);
    await restamp(tx, 'payment_notifications', ['payment_id', 'transaction_status'], ['received_at'], this.notifications);
    await restamp(tx, 'custom_requests', ['id'], ['created_at', 'updated_at'], this.requests);
    await restamp(tx, 'custom_request_history', ['request_id', 'status'], ['at'], this.requestHistory);
  }
}

/** One statement for a table: each row, found by its `keys` (text), gets its `times` written over. */
async function restamp(tx: Executor, table: string, keys: string[], times: string[], rows: object[]): Promise<void> {
  const columns = [...keys.map((key) => `${key} text`), ...times.map((time) => `${time} timestamptz`)].join(', ');
  const set = times.map((time) => `${time} = x.${time}`).join(', ');
  const match = keys.map((key) => `t.${key} = x.${key}`).join(' AND ');
  await tx.query(`UPDATE ${table} t SET ${set} FROM jsonb_to_recordset($1::jsonb) AS x(${columns}) WHERE ${match}`, [JSON.stringify(rows)]);
}
