import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve } from '../../lib/serve';
import { productRepository } from './repository';
import { productService } from './service';

export async function productRoutes(app: FastifyInstance): Promise<void> {
  const products = productService(productRepository(app.db), app.config.filesPublicUrl);

  serve(app, endpoints.listProducts, async () => products.list());
  serve(app, endpoints.searchProducts, async (request) => products.search(request.query.query));
  serve(app, endpoints.getProduct, async (request) => products.get(request.params.id));
}
