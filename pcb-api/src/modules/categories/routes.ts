import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve } from '../../lib/serve';
import { categoryRepository } from './repository';
import { categoryService } from './service';

export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const categories = categoryService(categoryRepository(app.db));

  serve(app, endpoints.listCategories, async () => categories.list());
  serve(app, endpoints.getCategory, async (request) => categories.get(request.params.id));
}
