import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { pictureUpload } from '../../lib/picture-upload';
import { serve, sessionUser } from '../../lib/serve';

export async function transactionRoutes(app: FastifyInstance): Promise<void> {
  const { orders, reorder, orderPhotos: photos } = app;

  serve(app, endpoints.createTransaction, async (request) => orders.create(sessionUser(request).id, request.body));
  serve(app, endpoints.listTransactions, async (request) => orders.listOwn(sessionUser(request).id, request.query.status));
  serve(app, endpoints.cancelTransaction, async (request) => orders.cancel(sessionUser(request).id, request.body));
  serve(app, endpoints.returnToCart, async (request) => orders.returnToCart(sessionUser(request).id, request.body));
  serve(app, endpoints.reorderTransaction, async (request) => reorder.reorder(sessionUser(request).id, request.body));
  serve(app, endpoints.completeTransaction, async (request) => orders.done(sessionUser(request).id, request.body));
  serve(app, endpoints.adminListTransactions, async (request) => orders.adminList(request.query.status));
  serve(app, endpoints.approveTransaction, async (request) => orders.approve(request.body));
  serve(app, endpoints.rejectTransaction, async (request) => orders.reject(request.body));
  serve(app, endpoints.sendTransaction, async (request) => orders.send(request.body));
  serve(app, endpoints.addOrderPhoto, async (request) => photos.add(request.params.id, request.uploads.photo), pictureUpload('photo'));
  serve(app, endpoints.removeOrderPhoto, async (request) => {
    const { message, removed } = await photos.remove(request.params.id, request.params.photoId);
    // Orders keep no audit table (their history is the buyer's timeline): the removal is logged with who did it.
    request.log.info({ audit: 'order-photo-removed', admin: sessionUser(request).id, order: request.params.id, picture: removed }, 'order photo removed');
    return { message };
  });
}
