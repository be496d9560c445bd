import { shopToast } from '@pcb/shared-ui';
import { useEffect } from 'react';
import { adminPathSearch, searchTerm } from '../api';
import { ADMIN_SEARCH_EMPTY_TEXT } from '../texts';

/**
 * On every non-blank search (home and /product) the page also asks the admin search path with
 * the buyer's session, if any (spec §6, §7); an empty answer gives an info toast. The upstream
 * usually refuses a buyer there, and that refusal is no concern of the user's: it is only logged.
 */
export function useAdminPathSearch(term: string | null) {
  const query = searchTerm(term);
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    adminPathSearch(query, controller.signal).then(
      (products) => {
        if (products.length === 0) shopToast({ type: 'info', title: ADMIN_SEARCH_EMPTY_TEXT });
      },
      (error: unknown) => controller.signal.aborted || console.info('Pencarian jalur admin ditolak', error),
    );
    return () => controller.abort();
  }, [query]);
}
