import { useEffect } from 'react';

export const PRODUCT_PREFIX = 'PCB Polibatam';

/** Sets the browser tab's title exactly as given. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Sets the browser tab's title with the product prefix: `PCB Polibatam | {page}`. */
export function usePageTitle(page: string) {
  useDocumentTitle(`${PRODUCT_PREFIX} | ${page}`);
}
