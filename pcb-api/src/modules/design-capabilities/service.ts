import { type DesignCapabilitiesBody } from '@pcb/contract';
import { readCapabilities } from '@pcb/contract/domain';
import { validationFailed } from '../../lib/errors';
import type { CapabilityRepository } from './repository';

/** The centre's capabilities: read by every inspection as it starts, saved by an admin after the contract's checks. */
export function capabilityService(capabilities: CapabilityRepository) {
  return {
    current: () => capabilities.current(),
    async save(body: DesignCapabilitiesBody, adminId: string) {
      const read = readCapabilities(body);
      if (!read.ok) throw validationFailed(read.problems.map(({ path, msg }) => ({ msg, path, location: 'body' })));
      return capabilities.save(read.value, adminId);
    },
  };
}
