import type { Area, ShippingService } from '@pcb/contract';
import type { CostQuery, ShippingProvider } from './types';
import { ShippingUnavailable } from './types';

export interface RajaOngkirOptions {
  apiKey: string;
  /** e.g. `https://rajaongkir.komerce.id/api/v1` */
  baseUrl: string;
  timeoutMs?: number;
  /** How long answers are reused: the plans count every call (Starter: 100 a day). */
  cacheMs?: number;
  /** How many answers are kept at most; the oldest goes first. */
  cacheEntries?: number;
}

interface Envelope<T> {
  meta?: { code?: number; message?: string };
  data?: T;
}

type RawArea = { id: number | string; name: string; zip_code?: string | number | null };

const toArea = (raw: RawArea): Area => {
  const zip = raw.zip_code === undefined || raw.zip_code === null ? '' : String(raw.zip_code);
  return { id: String(raw.id), name: raw.name, ...(zip && zip !== '0' ? { zip_code: zip } : {}) };
};

/** A Komerce RajaOngkir V2 account: the key travels in the `key` header and never reaches a browser. */
export function rajaOngkirShipping({ apiKey, baseUrl, timeoutMs = 10_000, cacheMs = 10 * 60_000, cacheEntries = 2_000 }: RajaOngkirOptions): ShippingProvider {
  // Per instance, which is fine: an answer is public data that is right for its ten minutes wherever it is
  // asked, so N instances cost at most N times the calls. The bound keeps memory flat whatever buyers ask
  // (each weight and destination is a key of its own): 2 000 small answers are well under a megabyte.
  const cache = new Map<string, { until: number; value: Promise<unknown> }>();

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/${path}`, { ...init, headers: { key: apiKey, ...init.headers }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new ShippingUnavailable(`RajaOngkir ${path}: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as Envelope<T>;
    if (!response.ok || body.data === undefined) {
      throw new ShippingUnavailable(`RajaOngkir ${path}: ${response.status} ${body.meta?.message ?? ''}`.trim());
    }
    return body.data;
  }

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.value as Promise<T>;
    const value = load();
    cache.delete(key);
    // A Map keeps insertion order: its first key is the oldest answer.
    if (cache.size >= cacheEntries) cache.delete(cache.keys().next().value as string);
    cache.set(key, { until: Date.now() + cacheMs, value });
    value.catch(() => cache.delete(key));
    return value;
  }

  const areas = (path: string) => cached(path, async () => (await call<RawArea[]>(path)).map(toArea));

  return {
    name: 'rajaongkir',
    provinces: () => areas('destination/province'),
    cities: (id) => areas(`destination/city/${encodeURIComponent(id)}`),
    districts: (id) => areas(`destination/district/${encodeURIComponent(id)}`),
    subDistricts: (id) => areas(`destination/sub-district/${encodeURIComponent(id)}`),
    cost: ({ origin, destination, weight, courier }: CostQuery) =>
      cached(`cost:${origin}:${destination}:${weight}:${courier}`, async () => {
        const form = new URLSearchParams({ origin, destination, weight: String(weight), courier });
        const services = await call<ShippingService[]>('calculate/district/domestic-cost', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        });
        return services.map(({ name, code, service, description, cost, etd }) => ({
          name,
          code,
          service,
          description,
          cost: Math.round(Number(cost)),
          etd: String(etd ?? ''),
        }));
      }),
  };
}
