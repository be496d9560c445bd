import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve, sessionUser } from '../../lib/serve';

export async function designCapabilityRoutes(app: FastifyInstance): Promise<void> {
  const capabilities = app.designCapabilities;
  serve(app, endpoints.getDesignCapabilities, async () => capabilities.current());
  serve(app, endpoints.updateDesignCapabilities, async (request) => capabilities.save(request.body, sessionUser(request).id));
}
