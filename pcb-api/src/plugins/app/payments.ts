import { domainPlugin } from '../domain-plugin';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/database';
import type { ApiMetrics } from '../../plugins/metrics';
import { paymentService, type PaymentLog } from '../../modules/payments/service';
import { orderLifecycle, type OrderLifecycle } from '../../modules/transactions/lifecycle';
import { paymentGateway } from '../../providers/payments';
import { simulatorGateway, type SimulatorGateway } from '../../providers/payments/simulator';

export type PaymentService = ReturnType<typeof paymentService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment service on the configured provider, for the payment routes and the expiry job alike. */
    payments: PaymentService;
    /** The provider's stand-in (its routes answer 404 unless PAYMENT_PROVIDER=simulator). */
    paymentSimulator: SimulatorGateway;
  }
}

/** The payment service on this configuration's provider (the app, and `reconcile-payments` outside it). */
export function buildPaymentService({
  config,
  db,
  log,
  metrics,
  lifecycle = orderLifecycle({ db, publicUrl: config.publicUrl }),
}: {
  config: ApiConfig;
  db: Database;
  log: PaymentLog & { warn(message: string): void };
  metrics?: Pick<ApiMetrics, 'settledAfterExpiry'>;
  lifecycle?: OrderLifecycle;
}): PaymentService {
  return paymentService({
    db,
    gateway: paymentGateway(config, db, log),
    lifecycle,
    flow: config.payments.flow,
    serverKey: config.payments.serverKey,
    publicUrl: config.publicUrl,
    log,
    settledAfterExpiry: metrics?.settledAfterExpiry,
  });
}

/** `app.payments` and `app.paymentSimulator`, built once. */
export const paymentsPlugin = domainPlugin('payments', ['db', 'metrics', 'request-log', 'transactions'], (app) => {
  const { config, db } = app;
  return {
    payments: buildPaymentService({ config, db, log: app.requestLog, metrics: app.metrics, lifecycle: app.orderLifecycle }),
    paymentSimulator: simulatorGateway(db, config.publicUrl, config.payments.serverKey),
  };
});
