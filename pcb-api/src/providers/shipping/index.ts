import type { ApiConfig } from '../../config';
import { offlineShipping } from './offline';
import { rajaOngkirShipping } from './rajaongkir';
import type { ShippingProvider } from './types';

export type { ShippingProvider } from './types';
export { ShippingUnavailable } from './types';

/** `SHIPPING_PROVIDER=rajaongkir` uses the configured account; otherwise offline. Built once per app (`app.shipping`). */
export function shippingProvider(config: ApiConfig): ShippingProvider {
  const { provider, rajaOngkirApiKey, rajaOngkirBaseUrl } = config.shipping;
  return provider === 'rajaongkir' && rajaOngkirApiKey ? rajaOngkirShipping({ apiKey: rajaOngkirApiKey, baseUrl: rajaOngkirBaseUrl }) : offlineShipping();
}
