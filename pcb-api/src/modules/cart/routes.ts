import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve, sessionUser } from '../../lib/serve';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { cart } = app;

  serve(app, endpoints.getCart, async (request) => cart.list(sessionUser(request).id));
  serve(app, endpoints.addToCart, async (request) => cart.add(sessionUser(request).id, request.body));
  serve(app, endpoints.setCartQuantity, async (request) => cart.setQuantity(sessionUser(request).id, request.params.id, request.body));
  serve(app, endpoints.deleteCartItem, async (request) => cart.remove(sessionUser(request).id, request.params.id));
}
