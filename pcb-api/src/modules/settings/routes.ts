import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve } from '../../lib/serve';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { reviewTime } = app;

  serve(app, endpoints.getReviewTime, async () => reviewTime.current());
  serve(app, endpoints.updateReviewTime, async (request) => reviewTime.update(request.body));
}
