import { domainPlugin } from '../domain-plugin';
import { productService } from '../../modules/products/service';

declare module 'fastify' {
  interface FastifyInstance {
    products: ReturnType<typeof productService>;
  }
}

/** `app.products`: the catalogue of standard boards. */
export const productsPlugin = domainPlugin('products', ['db', 'files'], (app) => ({
  products: productService({ db: app.db, files: app.files, filesPublicUrl: app.config.filesPublicUrl }),
}));
