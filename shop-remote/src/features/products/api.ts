import { endpoints, type Product } from '@pcb/contract';
import { bff } from '@pcb/shared-ui';

export function listProducts(): Promise<Product[]> {
  return bff.buyer(endpoints.listProducts);
}

export function searchProducts(query: string): Promise<Product[]> {
  return bff.buyer(endpoints.searchProducts, { query: { query } });
}

export function getProduct(id: string): Promise<Product> {
  return bff.buyer(endpoints.getProduct, { params: { id } });
}

export const ADMIN_SEARCH_TIMEOUT_MS = 10000;

/** The extra search the spec makes on the admin path with the buyer's session (§6, §7). */
export function adminPathSearch(query: string): Promise<Product[]> {
  return bff.buyer(endpoints.adminSearchProducts, { query: { query }, timeoutMs: ADMIN_SEARCH_TIMEOUT_MS });
}
