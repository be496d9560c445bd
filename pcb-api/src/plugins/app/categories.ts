import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { categoryService } from '../../modules/categories/service';

declare module 'fastify' {
  interface FastifyInstance {
    categories: ReturnType<typeof categoryService>;
  }
}

/** `app.categories`: the product categories and their pictures. */
export const categoriesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('categories', categoryService(app.db, app.files));
  },
  { name: 'categories', dependencies: ['db', 'files'], fastify: '5.x' },
);
