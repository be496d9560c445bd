import type { FastifyInstance } from 'fastify';
import { midtransGateway } from './midtrans';
import { simulatorGateway } from './simulator';
import type { PaymentGateway } from './types';

export type { PaymentGateway, SnapOrder } from './types';
export { PaymentUnavailable } from './types';

/** A real Midtrans when `MIDTRANS_SNAP_URL` is set, otherwise the built-in simulator. */
export function paymentGateway(app: FastifyInstance): PaymentGateway {
  const { snapUrl, serverKey } = app.config.payments;
  return snapUrl ? midtransGateway({ snapUrl, serverKey }) : simulatorGateway(app.db, app.config.publicUrl);
}
