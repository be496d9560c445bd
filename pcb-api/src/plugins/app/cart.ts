import { domainPlugin } from '../domain-plugin';
import { cartRepository } from '../../modules/cart/repository';
import { cartService } from '../../modules/cart/service';
import { productRepository } from '../../modules/products/repository';

declare module 'fastify' {
  interface FastifyInstance {
    cart: ReturnType<typeof cartService>;
  }
}

/** `app.cart`: each buyer's cart of standard boards. */
export const cartPlugin = domainPlugin('cart', ['db'], (app) => ({
  cart: cartService(cartRepository(app.db), productRepository(app.db), app.config.filesPublicUrl),
}));
