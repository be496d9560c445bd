import { designCapabilityEndpoints, type DesignCapabilitiesBody } from '@pcb/contract';
import { bff, designCapabilitiesQuery } from '@pcb/shared-ui';

export { designCapabilitiesQuery };

/** A save refreshes what this page and the design previews in this browser read. */
export const changedBy = () => [designCapabilitiesQuery.queryKey];

export const saveCapabilities = (body: DesignCapabilitiesBody) => bff.admin(designCapabilityEndpoints.updateDesignCapabilities, { body });
