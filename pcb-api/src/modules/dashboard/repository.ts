import { DASHBOARD_TIME_ZONE, PAID_STATUSES } from '@pcb/contract';
import type { Queryable } from '../../db/database';

export interface RevenueRow {
  date: string;
  total: number;
  orders: number;
}

export interface StatusCountRow {
  status: string;
  count: number;
}

/** `to_char` patterns of the calendar keys: a day `YYYY-MM-DD`, a month `YYYY-MM`. */
export const KEY_PATTERN = { day: 'YYYY-MM-DD', month: 'YYYY-MM' } as const;

/**
 * Each review decided since `$1`: when the request was sent (admin-review) and when the admin approved or rejected
 * it, the first decision after that send. A request declined back to draft and sent again counts once per review.
 */
const REVIEWS = `
  SELECT sent.at AS sent_at, decided.at AS decided_at
    FROM custom_request_history sent
    JOIN LATERAL (SELECT d.at FROM custom_request_history d
                   WHERE d.request_id = sent.request_id AND d.id > sent.id AND d.status IN ('disetujui', 'ditolak-admin')
                   ORDER BY d.id LIMIT 1) decided ON true
   WHERE sent.status = 'admin-review' AND decided.at >= $1`;

export function dashboardRepository(db: Queryable) {
  return {
    /**
     * Paid revenue per Asia/Jakarta day or month, from the key `from` on. An order counts once, at the first
     * time its history reached a paid status (orders moved by hand without a history line: their last change).
     */
    revenueSince(period: keyof typeof KEY_PATTERN, from: string): Promise<RevenueRow[]> {
      return db.query<RevenueRow>(
        `SELECT date, SUM(total_payment)::bigint AS total, count(*)::int AS orders
           FROM (SELECT t.total_payment, to_char(COALESCE(MIN(h.at), t.updated_at) AT TIME ZONE $2, $3) AS date
                   FROM transactions t
                   LEFT JOIN transaction_history h ON h.transaction_id = t.id AND h.status = ANY($1::text[])
                  WHERE t.status = ANY($1::text[])
                  GROUP BY t.id, t.total_payment, t.updated_at) paid
          WHERE date >= $4
          GROUP BY date`,
        [PAID_STATUSES, DASHBOARD_TIME_ZONE, KEY_PATTERN[period], from],
      );
    },

    transactionStatusCounts(): Promise<StatusCountRow[]> {
      return db.query<StatusCountRow>(`SELECT status, count(*)::int AS count FROM transactions GROUP BY status`);
    },

    /** The send and decision times of the reviews decided since `since` (their working hours and promise are counted in the service). */
    reviewsSince(since: Date): Promise<{ sent_at: Date; decided_at: Date }[]> {
      return db.query(`SELECT sent_at, decided_at FROM (${REVIEWS}) reviews`, [since]);
    },

    /** When each request waiting in admin-review now was sent. */
    waitingSince(): Promise<{ sent_at: Date }[]> {
      return db.query(
        `SELECT (SELECT max(h.at) FROM custom_request_history h WHERE h.request_id = r.id AND h.status = 'admin-review') AS sent_at
           FROM custom_requests r WHERE r.status = 'admin-review'`,
      );
    },

    requestStatusCounts(): Promise<StatusCountRow[]> {
      return db.query<StatusCountRow>(`SELECT status, count(*)::int AS count FROM custom_requests GROUP BY status`);
    },
  };
}
