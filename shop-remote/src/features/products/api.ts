import { productEndpoints, type Product } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

/** A blank or whitespace-only term means the full list; anything else the search results. */
export function searchTerm(term: string | null | undefined): string {
  return term?.trim() ?? '';
}

export const productQueries = {
  /** `Produk Kami`: the full list, or the search results for a non-blank term. */
  search: (term: string) =>
    queryOptions({
      queryKey: scopedKey('public', 'products', term),
      queryFn: ({ signal }): Promise<Product[]> =>
        term ? bff.buyer(productEndpoints.searchProducts, { query: { query: term }, signal }) : bff.buyer(productEndpoints.listProducts, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: scopedKey('public', 'product', id),
      queryFn: ({ signal }) => bff.buyer(productEndpoints.getProduct, { params: { id }, signal }),
    }),
};

export const ADMIN_SEARCH_TIMEOUT_MS = 10000;

/** The extra search the spec makes on the admin path with the buyer's session (§6, §7). */
export function adminPathSearch(query: string, signal: AbortSignal): Promise<Product[]> {
  return bff.buyer(productEndpoints.adminSearchProducts, { query: { query }, timeoutMs: ADMIN_SEARCH_TIMEOUT_MS, signal });
}
