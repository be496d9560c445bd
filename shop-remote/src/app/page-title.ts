import { useEffect } from 'react';

export const PRODUCT_PREFIX = 'PCB Polibatam';

/** Sets the browser tab's title: `PCB Polibatam | {page}`. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = `${PRODUCT_PREFIX} | ${page}`;
  }, [page]);
}
