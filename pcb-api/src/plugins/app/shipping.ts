import { domainPlugin } from '../domain-plugin';
import { shippingService } from '../../modules/shipping/service';
import { shippingProvider } from '../../providers/shipping';

declare module 'fastify' {
  interface FastifyInstance {
    /** Areas, quotes and the re-quote at checkout, on one provider (so they share RajaOngkir's cache and daily quota). */
    shipping: ReturnType<typeof shippingService>;
  }
}

/** `app.shipping` on the configured provider. */
export const shippingPlugin = domainPlugin('shipping', ['db', 'request-log'], (app) => {
  const { config } = app;
  if (config.isProduction && config.shipping.provider === 'offline') {
    app.log.warn('SHIPPING_PROVIDER=offline in production: shipping costs come from the built-in table, not from the couriers (a demo)');
  }
  return { shipping: shippingService({ db: app.db, provider: shippingProvider(config), origin: config.shipping.origin, log: app.requestLog }) };
});
