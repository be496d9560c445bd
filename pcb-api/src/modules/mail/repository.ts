import type { MailStatus } from '@pcb/contract';
import type { Queryable } from '../../db/database';
import { newId } from '../../lib/ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxRow extends MailMessage {
  _id: string;
  dedupe_key: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
  sent_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS = `id AS "_id", dedupe_key, to_address AS "to", subject, text, html, status, attempts, last_error, next_attempt_at, sent_at, created_at`;

/** The mail outbox table: written in the transaction of the change that causes a mail, read by the delivery loop and the admin. */
export function mailOutbox(db: Queryable) {
  return {
    /**
     * Queues `message` for delivery, in the caller's transaction; `dedupeKey` names the event, and a key
     * already queued adds nothing. Returns whether a row was added.
     */
    async enqueue(dedupeKey: string, message: MailMessage): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO outbox (id, dedupe_key, to_address, subject, text, html) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        [newId(), dedupeKey, message.to, message.subject, message.text, message.html],
      );
      return rows.length > 0;
    },

    /**
     * Takes up to `limit` due mails for this instance: counts the attempt and moves their next attempt
     * `leaseSeconds` ahead, in one statement. Rows another instance is claiming are skipped, not waited
     * for; a claimer that dies before recording the outcome leaves its rows due again after the lease.
     */
    claimDue(limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
      return db.query<OutboxRow>(
        `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
          WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= now()
                        ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING ${COLUMNS}`,
        [limit, leaseSeconds],
      );
    },

    async markSent(id: string): Promise<void> {
      await db.query(`UPDATE outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`, [id]);
    },

    /** A failed attempt: tried again after `retryInSeconds`, or `failed` for good when that is null. */
    async markFailedAttempt(id: string, error: string, retryInSeconds: number | null): Promise<void> {
      await db.query(
        `UPDATE outbox SET last_error = $2, status = CASE WHEN $3::float8 IS NULL THEN 'failed' ELSE 'pending' END,
                next_attempt_at = CASE WHEN $3::float8 IS NULL THEN next_attempt_at ELSE now() + make_interval(secs => $3::float8) END
          WHERE id = $1`,
        [id, error, retryInSeconds],
      );
    },

    /** Failed mail (one, or all with a null id) back to pending, due now, with its attempts from zero; returns how many. */
    async resend(id: string | null): Promise<number> {
      const rows = await db.query(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = now() WHERE status = 'failed' AND ($1::text IS NULL OR id = $1) RETURNING id`,
        [id],
      );
      return rows.length;
    },

    /** Newest first, optionally only one status. */
    list(status: MailStatus | null, limit: number): Promise<OutboxRow[]> {
      return db.query<OutboxRow>(`SELECT ${COLUMNS} FROM outbox WHERE ($1::text IS NULL OR status = $1) ORDER BY created_at DESC, id DESC LIMIT $2`, [
        status,
        limit,
      ]);
    },

    async counts(): Promise<Record<MailStatus, number>> {
      const rows = await db.query<{ status: MailStatus; count: number }>(`SELECT status, count(*)::int AS count FROM outbox GROUP BY status`);
      const counts: Record<MailStatus, number> = { pending: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.status] = row.count;
      return counts;
    },

    /** What the metrics show of the outbox: mail waiting and failed for good, and how long the oldest due mail has waited. */
    async health(): Promise<{ pending: number; failed: number; oldestDueSeconds: number }> {
      const [row] = await db.query<{ pending: number; failed: number; oldest_due_seconds: number }>(
        `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'failed')::int AS failed,
                coalesce(extract(epoch FROM now() - min(next_attempt_at) FILTER (WHERE status = 'pending' AND next_attempt_at <= now())), 0)::float8 AS oldest_due_seconds
           FROM outbox WHERE status <> 'sent'`,
      );
      return { pending: row.pending, failed: row.failed, oldestDueSeconds: row.oldest_due_seconds };
    },
  };
}
