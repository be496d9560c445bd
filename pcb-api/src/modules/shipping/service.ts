import { COURIERS, type Area, type Courier, type ProductGroup, type ShippingQuote, type ShippingService } from '@pcb/contract';
import type { Queryable } from '../../db/database';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { ShippingUnavailable, type ShippingProvider } from '../../providers/shipping';
import { userRepository } from '../accounts/repository';
import { priceLines, requestedLines, totalWeight, withCartQuantities, type OrderLine } from '../transactions/order-lines';

export const NO_ADDRESS_MESSAGE = 'Alamat pengiriman belum diisi';
export const SHIPPING_DOWN_MESSAGE = 'Layanan pengiriman sedang tidak tersedia, silakan coba lagi nanti.';

/** The lookups answer `{success:false, message}` like the original; the quote answers `{message}`. */
const lookupFailure = (status: number, message: string) => new HttpError(status, message, { success: false });

const isCourier = (code: string): code is Courier => (COURIERS as readonly string[]).includes(code);

export interface ShippingDeps {
  db: Queryable;
  provider: ShippingProvider;
  origin: string;
  log: { warn(details: object, message: string): void };
}

export function shippingService({ db, provider, origin, log }: ShippingDeps) {
  const users = userRepository(db);

  async function guarded<T>(load: () => Promise<T>, failure: (message: string) => HttpError): Promise<T> {
    try {
      return await load();
    } catch (error) {
      if (!(error instanceof ShippingUnavailable)) throw error;
      log.warn({ reason: error.message }, 'shipping provider unavailable');
      throw failure(SHIPPING_DOWN_MESSAGE);
    }
  }

  const areas = async (parent: string | undefined, missing: string, load: (id: string) => Promise<Area[]>) => {
    const id = parent?.trim();
    if (!id) throw lookupFailure(400, missing);
    return { success: true as const, data: await guarded(() => load(id), (m) => lookupFailure(502, m)) };
  };

  /** The district of the buyer's current address (a village's district when only that is set). */
  async function destinationOf(userId: string): Promise<string> {
    const user = await users.findById(userId);
    if (!user) throw notFound('User not found');
    const district = user.address?.district?.trim() || user.address?.sub_district?.trim().split('.').slice(0, 3).join('.');
    if (!district) throw badRequest(NO_ADDRESS_MESSAGE);
    return district;
  }

  async function services(userId: string, lines: readonly OrderLine[], courier: Courier): Promise<ShippingService[]> {
    const destination = await destinationOf(userId);
    return guarded(() => provider.cost({ origin, destination, weight: totalWeight(lines), courier }), (m) => new HttpError(502, m));
  }

  function courierOf(code: string | undefined): Courier {
    const courier = code?.trim().toLowerCase() ?? '';
    if (!courier) throw badRequest('Couriers is required');
    if (!isCourier(courier)) throw badRequest(`Kurir tidak didukung; pilih salah satu: ${COURIERS.join(', ')}`);
    return courier;
  }

  return {
    provinces: async () => ({ success: true as const, data: await guarded(() => provider.provinces(), (m) => lookupFailure(502, m)) }),
    cities: (provinceId: string | undefined) => areas(provinceId, 'province id is required', provider.cities),
    districts: (cityId: string | undefined) => areas(cityId, 'city id is required', provider.districts),
    subDistricts: (districtId: string | undefined) => areas(districtId, 'District id is required', provider.subDistricts),

    async quote(userId: string, query: { couriers?: string; product?: ProductGroup[] }): Promise<ShippingQuote> {
      const courier = courierOf(query.couriers);
      const requested = requestedLines(await withCartQuantities(db, userId, query.product));
      if (requested.standard.size === 0 && requested.custom.length === 0) throw badRequest('Product is required');
      const lines = await priceLines(db, userId, requested);
      return {
        meta: { message: 'Success Calculate Domestic Shipping Cost', code: 200, status: 'success' },
        data: await services(userId, lines, courier),
      };
    },

    /** The service the buyer chose, quoted again now: its cost and etd are what the order stores. */
    async requote(userId: string, lines: readonly OrderLine[], courierCode: string | undefined, serviceName: string | undefined): Promise<ShippingService> {
      const courier = courierOf(courierCode);
      const chosen = (await services(userId, lines, courier)).find((s) => s.service === serviceName?.trim());
      if (!chosen) throw badRequest('Layanan pengiriman tidak tersedia untuk alamat ini');
      return chosen;
    },
  };
}

export type ShippingServiceApi = ReturnType<typeof shippingService>;
