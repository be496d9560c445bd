import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cleanExpiredKeys } from '../../lib/idempotency';
import { repeatWithoutOverlap } from '../../lib/repeat';

/** Forgets the answers kept for `Idempotency-Key`s past their retention, hourly on every instance (the delete is idempotent). */
export const idempotencyCleanupJob = fp(
  async (app: FastifyInstance) => {
    repeatWithoutOverlap(app, 'idempotency key cleanup', 3_600_000, () => cleanExpiredKeys(app.db));
  },
  { name: 'idempotency-cleanup-job', dependencies: ['db'], fastify: '5.x' },
);
