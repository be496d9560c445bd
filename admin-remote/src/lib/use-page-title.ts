import { PRODUCT_NAME } from '@pcb/shared-ui';
import { useEffect } from 'react';

/** The browser tab's title: `PCB Polibatam | {page}`. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = `${PRODUCT_NAME} | ${page}`;
  }, [page]);
}
