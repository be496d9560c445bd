import type { ApiConfig } from '../../config';
import { offlineShipping } from './offline';
import { rajaOngkirShipping } from './rajaongkir';
import type { ShippingProvider } from './types';

export type { ShippingProvider } from './types';
export { ShippingUnavailable } from './types';

/** One provider per app, so a quote and the re-quote at checkout share RajaOngkir's cache (and its daily quota). */
const providers = new WeakMap<ApiConfig, ShippingProvider>();

/** `SHIPPING_PROVIDER=rajaongkir` uses the configured account; otherwise offline. */
export function shippingProvider(config: ApiConfig): ShippingProvider {
  const existing = providers.get(config);
  if (existing) return existing;
  const { provider, rajaOngkirApiKey, rajaOngkirBaseUrl } = config.shipping;
  const created =
    provider === 'rajaongkir' && rajaOngkirApiKey ? rajaOngkirShipping({ apiKey: rajaOngkirApiKey, baseUrl: rajaOngkirBaseUrl }) : offlineShipping();
  providers.set(config, created);
  return created;
}
