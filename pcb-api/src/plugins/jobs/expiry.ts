import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatWithoutOverlap } from '../../lib/repeat';
import { transactionRepository } from '../../modules/transactions/repository';

/** How often the expiry job looks: a quarter of the expiry, between 1 s and 1 min. */
export const expiryCheckMs = (expirySeconds: number) => Math.min(60_000, Math.max(1_000, (expirySeconds * 1000) / 4));

/**
 * Ends the unpaid orders past their payment deadline, on every instance (each order is claimed, so it ends
 * once), after asking the provider about them; paused by PAYMENT_EXPIRY_SWEEP=paused after a restore.
 */
export const expiryJob = fp(
  async (app: FastifyInstance) => {
    const { expirySeconds, expirySweep } = app.config.payments;
    app.metrics.gauge('pcb_expiry_backlog', 'Unpaid orders past their payment deadline that the expiry job has not ended yet.', () =>
      transactionRepository(app.db).countUnpaidOlderThan(expirySeconds),
    );
    if (expirySweep === 'paused') {
      app.log.warn('PAYMENT_EXPIRY_SWEEP=paused: no unpaid order expires until it is set back to on (after reconcile-payments)');
      return;
    }
    repeatWithoutOverlap(app, 'expiry job', expiryCheckMs(expirySeconds), async () => {
      // The provider is asked first: an order it says is paid becomes sudah-bayar, never expired.
      const unchecked = await app.payments.reconcileBeforeExpiry(expirySeconds);
      const count = await app.orders.expireUnpaid(expirySeconds, unchecked);
      if (count > 0 || unchecked.length > 0) app.log.info({ count, unchecked: unchecked.length }, 'unpaid orders expired');
    });
  },
  { name: 'expiry-job', dependencies: ['db', 'metrics', 'transactions', 'payments'], fastify: '5.x' },
);
