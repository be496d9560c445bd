import type { Area, Courier, ShippingService } from '@pcb/contract';

export interface CostQuery {
  /** District ids (the provider's own ids). */
  origin: string;
  destination: string;
  /** Grams, at least 1. */
  weight: number;
  courier: Courier;
}

/** Where shipping data comes from: the offline tables (default) or a RajaOngkir account. */
export interface ShippingProvider {
  readonly name: 'offline' | 'rajaongkir';
  provinces(): Promise<Area[]>;
  cities(provinceId: string): Promise<Area[]>;
  districts(cityId: string): Promise<Area[]>;
  subDistricts(districtId: string): Promise<Area[]>;
  cost(query: CostQuery): Promise<ShippingService[]>;
}

/** The provider could not answer (network, quota, bad key); its detail is logged, never sent. */
export class ShippingUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ShippingUnavailable';
  }
}
