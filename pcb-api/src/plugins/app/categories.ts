import { domainPlugin } from '../domain-plugin';
import { categoryService } from '../../modules/categories/service';

declare module 'fastify' {
  interface FastifyInstance {
    categories: ReturnType<typeof categoryService>;
  }
}

/** `app.categories`: the product categories and their pictures. */
export const categoriesPlugin = domainPlugin('categories', ['db', 'files'], (app) => ({ categories: categoryService(app.db, app.files) }));
