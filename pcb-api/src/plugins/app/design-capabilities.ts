import { domainPlugin } from '../domain-plugin';
import { capabilityRepository } from '../../modules/design-capabilities/repository';
import { capabilityService } from '../../modules/design-capabilities/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the centre can make: read by every design inspection, saved by the admin. */
    designCapabilities: ReturnType<typeof capabilityService>;
  }
}

/** `app.designCapabilities`. */
export const designCapabilitiesPlugin = domainPlugin('design-capabilities', ['db'], (app) => ({
  designCapabilities: capabilityService(capabilityRepository(app.db)),
}));
