import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { capabilityRepository } from '../../modules/design-capabilities/repository';
import { capabilityService } from '../../modules/design-capabilities/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the centre can make: read by every design inspection, saved by the admin. */
    designCapabilities: ReturnType<typeof capabilityService>;
  }
}

/** `app.designCapabilities`. */
export const designCapabilitiesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('designCapabilities', capabilityService(capabilityRepository(app.db)));
  },
  { name: 'design-capabilities', dependencies: ['db'], fastify: '5.x' },
);
