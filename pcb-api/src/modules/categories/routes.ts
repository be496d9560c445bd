import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { pictureUpload } from '../../lib/picture-upload';
import { serve } from '../../lib/serve';

export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const { categories } = app;
  const withImage = pictureUpload('image');

  serve(app, endpoints.listCategories, async () => categories.list());
  serve(app, endpoints.getCategory, async (request) => categories.get(request.params.id));
  serve(app, endpoints.createCategory, async (request) => categories.create(request.body, request.uploads.image), withImage);
  serve(app, endpoints.updateCategory, async (request) => categories.update(request.params.id, request.body, request.uploads.image), withImage);
  serve(app, endpoints.deleteCategory, async (request) => categories.remove(request.params.id));
}
