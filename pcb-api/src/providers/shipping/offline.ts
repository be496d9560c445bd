import type { Courier, ShippingService } from '@pcb/contract';
import { idnAreas } from './idn-areas';
import type { CostQuery, ShippingProvider } from './types';

/** How far a parcel travels, from the dotted codes: same city, same province, same island group, elsewhere. */
export function distanceClass(origin: string, destination: string): 0 | 1 | 2 | 3 {
  const [oProvince, oCity] = origin.split('.');
  const [dProvince, dCity] = destination.split('.');
  if (oProvince === dProvince && oCity === dCity) return 0;
  if (oProvince === dProvince) return 1;
  // The first digit of a province code is its island group (1 Sumatra, 3 Java, 6 Kalimantan, 7 Sulawesi…).
  if (oProvince?.[0] === dProvince?.[0]) return 2;
  return 3;
}

/** Rupiah per started kilogram, by distance class. */
const PER_KG = [8_000, 12_000, 22_000, 40_000] as const;

type Speed = 'economy' | 'regular' | 'express';
const SPEED_FACTOR: Record<Speed, number> = { economy: 0.8, regular: 1, express: 1.6 };
const ETD: Record<Speed, readonly string[]> = {
  economy: ['2-3', '3-5', '5-7', '7-14'],
  regular: ['1-2', '2-3', '3-5', '5-8'],
  express: ['1', '1', '1-2', '2-3'],
};

/** Each courier's name and price factor against the base rate. */
const COURIERS: Record<Courier, { name: string; factor: number }> = {
  jne: { name: 'Jalur Nugraha Ekakurir (JNE)', factor: 1 },
  jnt: { name: 'J&T Express', factor: 0.95 },
  sicepat: { name: 'SiCepat Express', factor: 0.9 },
  lion: { name: 'Lion Parcel', factor: 0.85 },
  pos: { name: 'POS Indonesia (POS)', factor: 0.92 },
};

/** Each courier's services by speed (service code, description), in the order they are offered. */
const SERVICES: Record<Courier, Partial<Record<Speed, readonly [service: string, description: string]>>> = {
  jne: { economy: ['OKE', 'Ongkos Kirim Ekonomis'], regular: ['REG', 'Layanan Reguler'], express: ['YES', 'Yakin Esok Sampai'] },
  jnt: { regular: ['EZ', 'Reguler'], express: ['JSD', 'J&T Super Delivery'] },
  sicepat: { economy: ['GOKIL', 'Cargo Per Kg'], regular: ['REG', 'Layanan Reguler'], express: ['BEST', 'Besok Sampai Tujuan'] },
  lion: { economy: ['JAGOPACK', 'Economy Service'], regular: ['REGPACK', 'Regular Service'], express: ['ONEPACK', 'One Night Service'] },
  pos: { regular: ['Pos Reguler', 'Pos Reguler'], express: ['Pos Nextday', 'Pos Nextday'] },
};

/** Deterministic: the same courier, weight and distance class always cost the same, rounded up to Rp 500. */
export function offlineCost({ origin, destination, weight, courier }: CostQuery): ShippingService[] {
  const { name, factor } = COURIERS[courier];
  const distance = distanceClass(origin, destination);
  const kilograms = Math.max(1, Math.ceil(weight / 1000));
  const services = Object.entries(SERVICES[courier]) as [Speed, readonly [string, string]][];
  return services.map(([speed, [service, description]]) => ({
    name,
    code: courier,
    service,
    description,
    cost: Math.ceil((PER_KG[distance] * SPEED_FACTOR[speed] * factor * kilograms) / 500) * 500,
    etd: `${ETD[speed][distance]} day`,
  }));
}

/** No network: the real areas of `idn-area-data`, the costs of `offlineCost`. */
export function offlineShipping(): ShippingProvider {
  const areas = idnAreas();
  return {
    name: 'offline',
    provinces: async () => areas.provinces,
    cities: async (id) => areas.children(id),
    districts: async (id) => areas.children(id),
    subDistricts: async (id) => areas.children(id),
    cost: async (query) => offlineCost(query),
  };
}
