import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve } from '../../lib/serve';
import { reviewTimeSettings } from './review-time';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const reviewTime = reviewTimeSettings(app.db);

  serve(app, endpoints.getReviewTime, async () => reviewTime.current());
  serve(app, endpoints.updateReviewTime, async (request) => reviewTime.update(request.body));
}
