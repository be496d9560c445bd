import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cartRepository } from '../../modules/cart/repository';
import { cartService } from '../../modules/cart/service';
import { productRepository } from '../../modules/products/repository';

declare module 'fastify' {
  interface FastifyInstance {
    cart: ReturnType<typeof cartService>;
  }
}

/** `app.cart`: each buyer's cart of standard boards. */
export const cartPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('cart', cartService(cartRepository(app.db), productRepository(app.db), app.config.filesPublicUrl));
  },
  { name: 'cart', dependencies: ['db'], fastify: '5.x' },
);
