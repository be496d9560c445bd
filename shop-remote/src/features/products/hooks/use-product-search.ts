import type { Product } from '@pcb/contract';
import { useEffect, useState } from 'react';
import { listProducts, searchProducts } from '../api';

export type ProductsState = { status: 'loading' } | { status: 'ready'; products: Product[] } | { status: 'failed' };

/** A blank or whitespace-only term means the full list; anything else the search results. */
export function isBlankSearch(term: string | null | undefined): boolean {
  return !term || term.trim() === '';
}

/** The products for a search term. Load failures are only logged, as the spec asks. */
export function useProductSearch(term: string | null): ProductsState {
  const [state, setState] = useState<ProductsState>({ status: 'loading' });
  const query = isBlankSearch(term) ? '' : term!.trim();

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    (query ? searchProducts(query) : listProducts()).then(
      (products) => current && setState({ status: 'ready', products }),
      (error: unknown) => {
        console.error('Produk gagal dimuat', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [query]);

  return state;
}
