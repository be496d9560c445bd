import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve, sessionUser } from '../../lib/serve';
import { capabilityRepository } from './repository';
import { capabilityService } from './service';

export async function designCapabilityRoutes(app: FastifyInstance): Promise<void> {
  const capabilities = capabilityService(capabilityRepository(app.db));
  serve(app, endpoints.getDesignCapabilities, async () => capabilities.current());
  serve(app, endpoints.updateDesignCapabilities, async (request) => capabilities.save(request.body, sessionUser(request).id));
}
