import { domainPlugin } from '../domain-plugin';
import { orderLifecycle, type OrderLifecycle } from '../../modules/transactions/lifecycle';
import { orderPhotoService } from '../../modules/transactions/photos';
import { reorderService } from '../../modules/transactions/reorder';
import { transactionService, type TransactionService } from '../../modules/transactions/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** An order's status moves and the mails they send: shared by the orders and the payments. */
    orderLifecycle: OrderLifecycle;
    orders: TransactionService;
    /** "Pesan lagi": an ended order's lines back in the cart or as new drafts. */
    reorder: ReturnType<typeof reorderService>;
    /** The admin's photos of an order being made. */
    orderPhotos: ReturnType<typeof orderPhotoService>;
  }
}

/** `app.orders` and what goes with them; the expiry of unpaid orders is a job of its own (`plugins/jobs/expiry.ts`). */
export const transactionsPlugin = domainPlugin('transactions', ['db', 'files', 'shipping', 'custom-requests'], (app) => {
  const { config, db } = app;
  const lifecycle = orderLifecycle({ db, publicUrl: config.publicUrl });
  return {
    orderLifecycle: lifecycle,
    orders: transactionService({
      db,
      shipping: app.shipping,
      lifecycle,
      filesPublicUrl: config.filesPublicUrl,
      paymentExpirySeconds: config.payments.expirySeconds,
      maxUnpaidOrders: config.buyerLimits.unpaidOrders,
      maxQuantityPerOrder: config.buyerLimits.quantityPerOrder,
      unpaidStockShare: config.buyerLimits.unpaidStockShare,
    }),
    reorder: reorderService({ db, copiers: app.draftCopiers, maxQuantityPerOrder: config.buyerLimits.quantityPerOrder }),
    orderPhotos: orderPhotoService({ db, files: app.files, filesPublicUrl: config.filesPublicUrl }),
  };
});
