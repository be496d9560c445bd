import { PRODUCT_NAME } from './brand-mark';

/** The browser tab's title, `PCB Polibatam | {page}`: React puts the `<title>` in the head while the page is shown. */
export function PageTitle({ page }: { page: string }) {
  return <title>{`${PRODUCT_NAME} | ${page}`}</title>;
}
