import { paymentEndpoints } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

export const paymentQueries = {
  /** A payment by its id, or an order's newest payment by the order's id. */
  detail: (id: string) =>
    queryOptions({
      queryKey: scopedKey('admin', 'payment-detail', id),
      queryFn: ({ signal }) => bff.admin(paymentEndpoints.paymentDetail, { params: { id }, signal }),
    }),
};
