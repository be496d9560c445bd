import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve, sessionUser } from '../../lib/serve';
import { productRepository } from '../products/repository';
import { cartRepository } from './repository';
import { cartService } from './service';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const cart = cartService(cartRepository(app.db), productRepository(app.db), app.config.filesPublicUrl);

  serve(app, endpoints.getCart, async (request) => cart.list(sessionUser(request).id));
  serve(app, endpoints.addToCart, async (request) => cart.add(sessionUser(request).id, request.body));
  serve(app, endpoints.setCartQuantity, async (request) => cart.setQuantity(sessionUser(request).id, request.params.id, request.body));
  serve(app, endpoints.deleteCartItem, async (request) => cart.remove(sessionUser(request).id, request.params.id));
}
