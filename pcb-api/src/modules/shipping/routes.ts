import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpErrors } from '@fastify/sensible';
import { endpoints } from '@pcb/contract';
import { perUserBudget } from '../../lib/per-user-budget';
import { serve, sessionUser } from '../../lib/serve';

export const LOOKUP_LIMIT_MESSAGE = 'Terlalu banyak permintaan data wilayah atau ongkos kirim. Silakan coba lagi dalam satu jam.';
const HOUR_MS = 3_600_000;

export async function shippingRoutes(app: FastifyInstance): Promise<void> {
  const { shipping } = app;
  // Each area or cost lookup may reach the provider's daily quota (review L9): a buyer's share of it is bounded.
  const spend = perUserBudget(app.config.shipping.lookupsPerHour, HOUR_MS);
  const budgeted = (request: FastifyRequest) => {
    if (!spend(sessionUser(request).id)) throw httpErrors.tooManyRequests(LOOKUP_LIMIT_MESSAGE);
  };

  serve(app, endpoints.listProvinces, async () => shipping.provinces());
  serve(app, endpoints.listCities, async (request) => (budgeted(request), shipping.cities(request.query.province_id)));
  serve(app, endpoints.listDistricts, async (request) => (budgeted(request), shipping.districts(request.query.city_id)));
  serve(app, endpoints.listSubDistricts, async (request) => (budgeted(request), shipping.subDistricts(request.query.district_id)));
  serve(app, endpoints.calculateShippingCost, async (request) => (budgeted(request), shipping.quote(sessionUser(request).id, request.query)));
}
