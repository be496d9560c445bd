import type { ApiConfig } from '../../config';
import { offlineShipping } from './offline';
import { rajaOngkirShipping } from './rajaongkir';
import type { ShippingProvider } from './types';

export type { ShippingProvider } from './types';
export { ShippingUnavailable } from './types';

/** `SHIPPING_PROVIDER=rajaongkir` uses the configured account; anything else stays offline. */
export function shippingProvider(config: ApiConfig): ShippingProvider {
  const { provider, rajaOngkirApiKey, rajaOngkirBaseUrl } = config.shipping;
  if (provider === 'rajaongkir' && rajaOngkirApiKey) return rajaOngkirShipping({ apiKey: rajaOngkirApiKey, baseUrl: rajaOngkirBaseUrl });
  return offlineShipping();
}
