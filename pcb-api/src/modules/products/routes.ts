import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { pictureUpload } from '../../lib/picture-upload';
import { serve } from '../../lib/serve';

export async function productRoutes(app: FastifyInstance): Promise<void> {
  const { products } = app;
  const withImage = pictureUpload('image');

  serve(app, endpoints.listProducts, async () => products.list());
  serve(app, endpoints.searchProducts, async (request) => products.search(request.query.query));
  serve(app, endpoints.getProduct, async (request) => products.get(request.params.id));

  serve(app, endpoints.adminListProducts, async () => products.list());
  serve(app, endpoints.adminSearchProducts, async (request) => products.search(request.query.query));
  serve(app, endpoints.adminGetProduct, async (request) => products.get(request.params.id));
  serve(app, endpoints.createProduct, async (request) => products.create(request.body, request.uploads.image), withImage);
  serve(app, endpoints.updateProduct, async (request) => products.update(request.params.id, request.body, request.uploads.image), withImage);
  serve(app, endpoints.deleteProduct, async (request) => products.remove(request.params.id));
}
