import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { productService } from '../../modules/products/service';

declare module 'fastify' {
  interface FastifyInstance {
    products: ReturnType<typeof productService>;
  }
}

/** `app.products`: the catalogue of standard boards. */
export const productsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('products', productService({ db: app.db, files: app.files, filesPublicUrl: app.config.filesPublicUrl }));
  },
  { name: 'products', dependencies: ['db', 'files'], fastify: '5.x' },
);
