import { type ProductGroup } from '@pcb/contract';
import { requestPrice } from '@pcb/contract/domain';
import { useQuery, type UseQueryResult } from '@pcb/shared-ui';
import { cartQuery } from '../../../lib/cart-query';
import type { CheckoutSelection } from '../../../lib/checkout-selection';
import { customLineQuery } from '../api';

export interface CheckoutLine {
  key: string;
  name: string;
  quantity: number;
  /** Rupiah per unit. */
  price: number;
}

type LoadState = Pick<UseQueryResult<unknown>, 'status' | 'error' | 'refetch' | 'isFetching'>;

/** The lines with their load's state, so `AsyncContent` shows the spinner, the failure and its retry. */
export interface CheckoutLines extends LoadState {
  data: CheckoutLine[];
  lines: CheckoutLine[];
  /** The order's lines as pcb-api reads them, for the quote and the order alike. */
  product: ProductGroup[];
}

/** What is being ordered: the chosen cart rows with the quantities the cart keeps, or one custom request (quantity 1). */
export function useCheckoutLines(selection: CheckoutSelection): CheckoutLines {
  const cartIds = selection.kind === 'cart' ? selection.cartItemIds : [];
  const requestId = selection.kind === 'custom' ? selection.requestId : '';
  const cart = useQuery({ ...cartQuery, enabled: selection.kind === 'cart' });
  const custom = useQuery({ ...customLineQuery(requestId), enabled: selection.kind === 'custom' });

  const loaded = (query: LoadState, lines: CheckoutLine[], product: ProductGroup[]) => ({
    status: query.status,
    error: query.error,
    refetch: query.refetch,
    isFetching: query.isFetching,
    data: lines,
    lines,
    product,
  });

  if (selection.kind === 'custom') {
    const found = custom.data;
    const lines = found ? [{ key: found.request._id, name: found.request.name, quantity: 1, ...requestPrice(found.request) }] : [];
    const product: ProductGroup[] = found
      ? [{ [found.group]: [{ id_request_costom: found.request._id, name_request_costom: found.request.name, quantity: 1 }] }]
      : [];
    return loaded(custom, lines, product);
  }
  const rows = (cart.data ?? []).filter((row) => cartIds.includes(row._id));
  return loaded(
    cart,
    rows.map((row) => ({ key: row._id, name: row.id_product.product_name, quantity: row.quantity, price: row.id_product.harga })),
    rows.length ? [{ standart: rows.map((row) => ({ id_product: row.id_product._id, quantity: row.quantity })) }] : [],
  );
}
