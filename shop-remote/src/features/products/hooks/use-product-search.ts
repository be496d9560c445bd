import type { Product } from '@pcb/contract';
import { useEffect } from 'react';
import { useRemoteData, type RemoteData } from '../../../app/use-remote-data';
import { listProducts, searchProducts } from '../api';

export type ProductsState = RemoteData<Product[]>;

/** A blank or whitespace-only term means the full list; anything else the search results. */
export function searchTerm(term: string | null | undefined): string {
  return term?.trim() ?? '';
}

/** The products for a search term. Load failures are only logged, as the spec asks. */
export function useProductSearch(term: string | null): ProductsState {
  const query = searchTerm(term);
  const { state } = useRemoteData(() => (query ? searchProducts(query) : listProducts()), query);
  useEffect(() => {
    if (state.status === 'failed') console.error('Produk gagal dimuat', state.error);
  }, [state]);
  return state;
}
