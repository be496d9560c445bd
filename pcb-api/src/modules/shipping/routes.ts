import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve, sessionUser } from '../../lib/serve';
import { shippingProvider } from '../../providers/shipping';
import { shippingService } from './service';

export async function shippingRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.isProduction && app.config.shipping.provider === 'offline') {
    app.log.warn('SHIPPING_PROVIDER=offline in production: shipping costs come from the built-in table, not from the couriers (a demo)');
  }
  const shipping = shippingService({ db: app.db, provider: shippingProvider(app.config), origin: app.config.shipping.origin, log: app.requestLog });

  serve(app, endpoints.listProvinces, async () => shipping.provinces());
  serve(app, endpoints.listCities, async (request) => shipping.cities(request.query.province_id));
  serve(app, endpoints.listDistricts, async (request) => shipping.districts(request.query.city_id));
  serve(app, endpoints.listSubDistricts, async (request) => shipping.subDistricts(request.query.district_id));
  serve(app, endpoints.calculateShippingCost, async (request) => shipping.quote(sessionUser(request).id, request.query));
}
