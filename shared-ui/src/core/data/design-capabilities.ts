import { designCapabilityEndpoints } from '@pcb/contract';
import { type DesignCapabilities } from '@pcb/contract/domain';
import { queryOptions } from '@tanstack/react-query';
import { bff } from '../api/client';
import { scopedKey } from './query-client';

/**
 * What the centre can make, as the admin last saved it: the buyer's preview checks a design against it
 * in its worker, as pcb-api does when the design is sent. It changes seldom, so a page keeps it for
 * five minutes; the admin's save refreshes it at once in the admin's own page.
 */
export const designCapabilitiesQuery = queryOptions({
  queryKey: scopedKey('public', 'design-capabilities'),
  queryFn: ({ signal }): Promise<DesignCapabilities> => bff.buyer(designCapabilityEndpoints.getDesignCapabilities, { signal }),
  staleTime: 5 * 60_000,
});
