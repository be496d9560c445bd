import { accountEndpoints } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

/** The buyer's profile: the account pages show and edit it, the checkout ships to its address. */
export const accountQuery = queryOptions({
  queryKey: scopedKey('user', 'account'),
  queryFn: ({ signal }) => bff.buyer(accountEndpoints.getAccount, { signal }),
});
