import {
  customRequestEndpoints,
  shippingEndpoints,
  transactionEndpoints,
  type AssemblyRequest,
  type CreateTransactionBody,
  type Courier,
  type ProductGroup,
  type PrototypeRequest,
} from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

export type CustomLine = { group: 'costom_prototype'; request: PrototypeRequest } | { group: 'costom_assembly'; request: AssemblyRequest };

/** The one custom request the checkout orders, found among the buyer's prototype and assembly requests (null when it is not there). */
export function customLineQuery(requestId: string) {
  return queryOptions({
    queryKey: scopedKey('user', 'checkout', 'custom', requestId),
    queryFn: async ({ signal }): Promise<CustomLine | null> => {
      const [prototypes, assemblies] = await Promise.all([
        bff.buyer(customRequestEndpoints.listOwnPrototypeRequests, { signal }),
        bff.buyer(customRequestEndpoints.listOwnAssemblyRequests, { signal }),
      ]);
      const prototype = prototypes.find((request) => request._id === requestId);
      if (prototype) return { group: 'costom_prototype', request: prototype };
      const assembly = assemblies.find((request) => request._id === requestId);
      return assembly ? { group: 'costom_assembly', request: assembly } : null;
    },
  });
}

/** One courier's services and costs for these lines, to the buyer's saved address. */
export function shippingQuoteQuery(courier: Courier, product: ProductGroup[]) {
  return queryOptions({
    queryKey: scopedKey('user', 'checkout', 'shipping', courier, product),
    queryFn: async ({ signal }) => (await bff.buyer(shippingEndpoints.calculateShippingCost, { query: { couriers: courier, product }, signal })).data,
  });
}

export function createTransaction(body: CreateTransactionBody) {
  return bff.buyer(transactionEndpoints.createTransaction, { body });
}
