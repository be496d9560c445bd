import { shopToast } from '@pcb/shared-ui';
import { useEffect } from 'react';
import { adminPathSearch } from '../api';
import { searchTerm } from './use-product-search';

export const ADMIN_SEARCH_EMPTY_TEXT = 'No products found for your search.';

/**
 * On every non-blank search the product page also asks the admin search path with the buyer's
 * session; an empty answer gives an info toast. The upstream usually refuses a buyer there, and
 * that refusal is no concern of the user's: it is only logged.
 */
export function useAdminPathSearch(term: string | null) {
  const query = searchTerm(term);
  useEffect(() => {
    if (!query) return;
    adminPathSearch(query).then(
      (products) => {
        if (products.length === 0) shopToast({ type: 'info', title: ADMIN_SEARCH_EMPTY_TEXT });
      },
      (error: unknown) => console.info('Pencarian jalur admin ditolak', error),
    );
  }, [query]);
}
