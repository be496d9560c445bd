import type { Queryable } from '../../db/database';
import type { ApiConfig } from '../../config';
import { midtransGateway } from './midtrans';
import { simulatorGateway } from './simulator';
import type { PaymentGateway } from './types';

export type { PaymentGateway, SnapOrder } from './types';
export { PaymentUnavailable } from './types';

/** Midtrans when configured (`MIDTRANS_SNAP_URL`), otherwise the built-in simulator. */
export function paymentGateway(config: ApiConfig, db: Queryable, log: { warn(message: string): void }): PaymentGateway {
  const { provider, snapUrl, apiUrl, serverKey } = config.payments;
  if (provider === 'midtrans' && snapUrl && apiUrl) return midtransGateway({ snapUrl, apiUrl, serverKey });
  if (config.isProduction)
    log.warn('PAYMENT_PROVIDER=simulator in production: payments are simulated and any buyer can mark an order paid (a demo, not a shop)');
  return simulatorGateway(db, config.publicUrl, serverKey);
}
