import type { FastifyInstance } from 'fastify';
import { midtransGateway } from './midtrans';
import { simulatorGateway } from './simulator';
import type { PaymentGateway } from './types';

export type { PaymentGateway, SnapOrder } from './types';
export { PaymentUnavailable } from './types';

/** Midtrans when configured (`MIDTRANS_SNAP_URL`), otherwise the built-in simulator. */
export function paymentGateway(app: FastifyInstance): PaymentGateway {
  const { provider, snapUrl, serverKey } = app.config.payments;
  if (provider === 'midtrans' && snapUrl) return midtransGateway({ snapUrl, serverKey });
  if (app.config.isProduction)
    app.log.warn('PAYMENT_PROVIDER=simulator in production: payments are simulated and any buyer can mark an order paid (a demo, not a shop)');
  return simulatorGateway(app.db, app.config.publicUrl);
}
