import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve, sessionUser } from '../../lib/serve';

export async function shippingRoutes(app: FastifyInstance): Promise<void> {
  const { shipping } = app;

  serve(app, endpoints.listProvinces, async () => shipping.provinces());
  serve(app, endpoints.listCities, async (request) => shipping.cities(request.query.province_id));
  serve(app, endpoints.listDistricts, async (request) => shipping.districts(request.query.city_id));
  serve(app, endpoints.listSubDistricts, async (request) => shipping.subDistricts(request.query.district_id));
  serve(app, endpoints.calculateShippingCost, async (request) => shipping.quote(sessionUser(request).id, request.query));
}
