import { COURIERS, type Address, type Area, type Courier, type ProductGroup, type ShippingQuote, type ShippingService } from '@pcb/contract';
import type { Queryable } from '../../db/database';
import { httpErrors } from '@fastify/sensible';
import { failure } from '../../lib/errors';
import { ShippingUnavailable, type ShippingProvider } from '../../providers/shipping';
import { userRepository } from '../accounts/repository';
import { priceLines, requestedLines, totalWeight, withCartQuantities, type OrderLine } from '../transactions/order-lines';

export const NO_ADDRESS_MESSAGE = 'Alamat pengiriman belum diisi';
export const ADDRESS_MISMATCH_MESSAGE = 'Alamat pengiriman tidak sesuai data wilayah, silakan perbarui alamat di profil';
export const SHIPPING_DOWN_MESSAGE = 'Layanan pengiriman sedang tidak tersedia, silakan coba lagi nanti.';

/** The lookups answer `{success:false, message}` like the original; the quote answers `{message}`. */
const lookupFailure = (status: number, message: string) => failure(status, message, { success: false });

const isCourier = (code: string): code is Courier => (COURIERS as readonly string[]).includes(code);

/** Where and to whom an order goes, and the weight it is priced on: what the order keeps from checkout. */
export interface Shipment {
  recipient: string | null;
  phone: string | null;
  address: Address;
  /** Grams. */
  weight: number;
}

const sameName = (a: string | undefined, b: string) => a?.trim().toLowerCase() === b.trim().toLowerCase();

export interface ShippingDeps {
  db: Queryable;
  provider: ShippingProvider;
  origin: string;
  log: { warn(details: object, message: string): void };
}

export function shippingService({ db, provider, origin, log }: ShippingDeps) {
  const users = userRepository(db);

  async function guarded<T>(load: () => Promise<T>, failed: (message: string) => Error): Promise<T> {
    try {
      return await load();
    } catch (error) {
      if (!(error instanceof ShippingUnavailable)) throw error;
      log.warn({ reason: error.message }, 'shipping provider unavailable');
      throw failed(SHIPPING_DOWN_MESSAGE);
    }
  }

  const areas = async (parent: string | undefined, missing: string, load: (id: string) => Promise<Area[]>) => {
    const id = parent?.trim();
    if (!id) throw lookupFailure(400, missing);
    return {
      success: true as const,
      data: await guarded(
        () => load(id),
        (m) => lookupFailure(502, m),
      ),
    };
  };

  /** Whether each area of the address is a child of the one above it and carries the name the area data gives it. */
  async function areasAgree(address: Address): Promise<boolean> {
    const levels: [load: () => Promise<Area[]>, id: string, name: string][] = [
      [() => provider.provinces(), address.province, address.province_name],
      [() => provider.cities(address.province), address.city, address.city_name],
      [() => provider.districts(address.city), address.district, address.district_name],
      [() => provider.subDistricts(address.district), address.sub_district, address.sub_district_name],
    ];
    for (const [load, id, name] of levels) {
      const area = (await guarded(load, (m) => failure(502, m))).find((candidate) => candidate.id === id?.trim());
      if (!area || !sameName(name, area.name)) return false;
    }
    return true;
  }

  /** The buyer's address as it is now, checked against the area data, with the lines' weight. */
  async function shipmentOf(userId: string, lines: readonly OrderLine[]): Promise<Shipment> {
    const user = await users.findById(userId);
    if (!user) throw httpErrors.notFound('User not found');
    const address = user.address as Address | null;
    if (!address?.district?.trim()) throw httpErrors.badRequest(NO_ADDRESS_MESSAGE);
    if (!(await areasAgree(address))) throw httpErrors.badRequest(ADDRESS_MISMATCH_MESSAGE);
    return { recipient: user.name, phone: user.phone, address, weight: totalWeight(lines) };
  }

  const services = (shipment: Shipment, courier: Courier): Promise<ShippingService[]> =>
    guarded(
      () => provider.cost({ origin, destination: shipment.address.district, weight: shipment.weight, courier }),
      (m) => failure(502, m),
    );

  function courierOf(code: string | undefined): Courier {
    const courier = code?.trim().toLowerCase() ?? '';
    if (!courier) throw httpErrors.badRequest('Couriers is required');
    if (!isCourier(courier)) throw httpErrors.badRequest(`Kurir tidak didukung; pilih salah satu: ${COURIERS.join(', ')}`);
    return courier;
  }

  return {
    provinces: async () => ({
      success: true as const,
      data: await guarded(
        () => provider.provinces(),
        (m) => lookupFailure(502, m),
      ),
    }),
    cities: (provinceId: string | undefined) => areas(provinceId, 'province id is required', provider.cities),
    districts: (cityId: string | undefined) => areas(cityId, 'city id is required', provider.districts),
    subDistricts: (districtId: string | undefined) => areas(districtId, 'District id is required', provider.subDistricts),

    async quote(userId: string, query: { couriers?: string; product?: ProductGroup[] }): Promise<ShippingQuote> {
      const courier = courierOf(query.couriers);
      const requested = requestedLines(await withCartQuantities(db, userId, query.product));
      if (requested.standard.size === 0 && requested.custom.length === 0) throw httpErrors.badRequest('Product is required');
      const lines = await priceLines(db, userId, requested);
      return {
        meta: { message: 'Success Calculate Domestic Shipping Cost', code: 200, status: 'success' },
        data: await services(await shipmentOf(userId, lines), courier),
      };
    },

    /** The service the buyer chose, quoted again now, and the shipment it was priced for: both are what the order keeps. */
    async requote(
      userId: string,
      lines: readonly OrderLine[],
      courierCode: string | undefined,
      serviceName: string | undefined,
    ): Promise<{ chosen: ShippingService; shipment: Shipment }> {
      const courier = courierOf(courierCode);
      const shipment = await shipmentOf(userId, lines);
      const chosen = (await services(shipment, courier)).find((s) => s.service === serviceName?.trim());
      if (!chosen) throw httpErrors.badRequest('Layanan pengiriman tidak tersedia untuk alamat ini');
      return { chosen, shipment };
    },
  };
}

export type ShippingServiceApi = ReturnType<typeof shippingService>;
