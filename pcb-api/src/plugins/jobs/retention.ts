import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database';
import { repeatWithoutOverlap } from '../../lib/repeat';

const HOUR_MS = 3_600_000;

/**
 * What is kept only for `seconds` (RETENTION): mail once sent, payment notifications, and one-time tokens
 * once spent or expired (a spent token is kept while its link could still be used, or the link would work
 * again). Pending and failed mail is never removed: the admin resends it. Returns the rows removed per table.
 */
export async function removeExpiredRecords(db: Queryable, seconds: number) {
  const removed = async (sql: string) => (await db.query(`${sql} RETURNING 1`, [seconds])).length;
  return {
    outbox: await removed(`DELETE FROM outbox WHERE status = 'sent' AND sent_at < now() - make_interval(secs => $1)`),
    payment_notifications: await removed(`DELETE FROM payment_notifications WHERE received_at < now() - make_interval(secs => $1)`),
    one_time_tokens: await removed(
      `DELETE FROM one_time_tokens WHERE expires_at < now() AND COALESCE(used_at, created_at) < now() - make_interval(secs => $1)`,
    ),
  };
}

/** The retention sweep, hourly on every instance (the deletes are idempotent). */
export const retentionJob = fp(
  async (app: FastifyInstance) => {
    repeatWithoutOverlap(app, 'retention sweep', HOUR_MS, async () => {
      const removed = await removeExpiredRecords(app.db, app.config.retentionSeconds);
      if (Object.values(removed).some((count) => count > 0)) app.log.info({ removed }, 'records past their retention removed');
    });
  },
  { name: 'retention-job', dependencies: ['db'], fastify: '5.x' },
);
