import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/database';
import type { ApiMetrics } from '../../plugins/metrics';
import { paymentGateway } from '../../providers/payments';
import { orderLifecycle } from '../transactions/lifecycle';
import { paymentService, type PaymentLog } from './service';

export type PaymentService = ReturnType<typeof paymentService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment service on the configured provider, for the payment routes and the expiry job alike. */
    payments: PaymentService;
  }
}

/** The payment service on this configuration's provider (the app, and `reconcile-payments` outside it). */
export function buildPaymentService({
  config,
  db,
  log,
  metrics,
}: {
  config: ApiConfig;
  db: Database;
  log: PaymentLog & { warn(message: string): void };
  metrics?: Pick<ApiMetrics, 'settledAfterExpiry'>;
}): PaymentService {
  return paymentService({
    db,
    gateway: paymentGateway(config, db, log),
    lifecycle: orderLifecycle({ db, publicUrl: config.publicUrl }),
    flow: config.payments.flow,
    serverKey: config.payments.serverKey,
    publicUrl: config.publicUrl,
    log,
    settledAfterExpiry: metrics?.settledAfterExpiry,
  });
}

/** `app.payments`, built once. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('payments', buildPaymentService({ config: app.config, db: app.db, log: app.requestLog, metrics: app.metrics }));
  },
  { name: 'payments', dependencies: ['db', 'metrics', 'request-log'], fastify: '5.x' },
);
