import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { pictureUpload } from '../../lib/picture-upload';
import { repeatWithoutOverlap } from '../../lib/repeat';
import { serve, sessionUser } from '../../lib/serve';
import { shippingProvider } from '../../providers/shipping';
import { shippingService } from '../shipping/service';
import { draftCopier } from '../custom-requests/service';
import { requestRepository, type RequestKind } from '../custom-requests/repository';
import { optionRepository } from '../options/repository';
import { orderLifecycle } from './lifecycle';
import { reorderService } from './reorder';
import { orderPhotoService } from './photos';
import { transactionRepository } from './repository';
import { transactionService } from './service';

/** How often the expiry job looks: a quarter of the expiry, between 1 s and 1 min. */
export const expiryCheckMs = (expirySeconds: number) => Math.min(60_000, Math.max(1_000, (expirySeconds * 1000) / 4));

export function buildTransactionService(app: FastifyInstance) {
  const { config } = app;
  return transactionService({
    db: app.db,
    shipping: shippingService({ db: app.db, provider: shippingProvider(config), origin: config.shipping.origin, log: app.requestLog }),
    lifecycle: orderLifecycle({ db: app.db, publicUrl: config.publicUrl }),
    filesPublicUrl: config.filesPublicUrl,
    paymentExpirySeconds: config.payments.expirySeconds,
    maxUnpaidOrders: config.buyerLimits.unpaidOrders,
    maxQuantityPerOrder: config.buyerLimits.quantityPerOrder,
  });
}

const copierOf = (app: FastifyInstance, kind: RequestKind) =>
  draftCopier({
    kind,
    db: app.db,
    requests: requestRepository(app.db, kind),
    options: optionRepository(app.db, kind),
    files: app.files,
    maxDrafts: app.config.buyerLimits.draftRequests,
  });

export async function transactionRoutes(app: FastifyInstance): Promise<void> {
  const orders = buildTransactionService(app);
  const reorder = reorderService({
    db: app.db,
    copiers: { prototype: copierOf(app, 'prototype'), assembly: copierOf(app, 'assembly') },
    maxQuantityPerOrder: app.config.buyerLimits.quantityPerOrder,
  });

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
  const photos = orderPhotoService({ db: app.db, files: app.files, filesPublicUrl: app.config.filesPublicUrl });
  serve(app, endpoints.addOrderPhoto, async (request) => photos.add(request.params.id, request.uploads.photo), pictureUpload('photo'));

  const { expirySeconds, expirySweep } = app.config.payments;
  app.metrics.gauge('pcb_expiry_backlog', 'Unpaid orders past their payment deadline that the expiry job has not ended yet.', () =>
    transactionRepository(app.db).countUnpaidOlderThan(expirySeconds),
  );
  if (expirySweep === 'paused') {
    app.log.warn('PAYMENT_EXPIRY_SWEEP=paused: no unpaid order expires until it is set back to on (after reconcile-payments)');
    return;
  }
  repeatWithoutOverlap(app, 'expiry job', expiryCheckMs(expirySeconds), async () => {
    // The provider is asked first: an order it says is paid becomes sudah-bayar, never expired.
    const unchecked = await app.payments.reconcileBeforeExpiry(expirySeconds);
    const count = await orders.expireUnpaid(expirySeconds, unchecked);
    if (count > 0 || unchecked.length > 0) app.log.info({ count, unchecked: unchecked.length }, 'unpaid orders expired');
  });
}
