import type { CreateTransactionBody, Transaction, TransactionStatus } from '@pcb/contract';
import { httpErrors } from '@fastify/sensible';
import { refusal } from '../../lib/errors';
import type { Database, Executor } from '../../db/database';
import { isId, newId } from '../../lib/ids';
import { asText, notEmpty } from '../../lib/rules';
import { forBuyer } from '../custom-requests/service';
import { requestRepository } from '../custom-requests/repository';
import type { Shipment, ShippingServiceApi } from '../shipping/service';
import { paymentRepository } from '../payments/repository';
import { NOT_FOUND_MESSAGE, PAYABLE, UNPAID, type OrderLifecycle } from './lifecycle';
import { photoOnWire } from './photos';
import { checkOrderShape, priceLines, requestedLines, subtotal, withCartQuantities, type OrderLine } from './order-lines';
import { transactionRepository, type ExpeditionRow, type HistoryRow, type ItemRow, type TransactionRow } from './repository';

const MISSING_FIELDS = 'Missing required fields';
export const orderQuantityLimitMessage = (name: string, limit: number) =>
  `Jumlah ${name} dalam satu pesanan maksimal ${limit}. Kurangi jumlahnya atau hubungi kami untuk pesanan besar.`;

export const unpaidShareMessage = (name: string, allowed: number) =>
  `Anda hanya dapat memesan ${name} sebanyak ${allowed} unit selama pesanan Anda belum dibayar, agar stok tetap tersedia bagi pembeli lain. Selesaikan pembayaran pesanan sebelumnya atau kurangi jumlahnya.`;

export const unpaidLimitMessage = (limit: number) =>
  `Anda masih memiliki ${limit} pesanan yang belum dibayar. Selesaikan pembayaran atau batalkan salah satunya sebelum membuat pesanan baru.`;
const PRICE_NOT_AGREED_MESSAGE = 'Setujui dulu perubahan harga request custom ini di keranjang custom sebelum memesan.';
export const NOT_RETURNABLE_MESSAGE = 'Hanya pesanan gagal atau kedaluwarsa yang sudah lewat batas waktunya yang dapat dikembalikan ke keranjang';
const RETURNABLE: readonly TransactionStatus[] = ['gagal', 'pembayaran-kadarluarsa'];

/** Orders one sweep transaction claims: small, so a batch holds its row locks briefly. */
const SWEEP_BATCH = 20;

/** Runs `batch` until it handles fewer than a full batch; returns the total it handled. */
async function untilDone(batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = await batch();
    total += handled;
    if (handled < SWEEP_BATCH) return total;
  }
}

/** 400 with both `message` and the original's `error`. */
const refused = (message: string) => refusal(400, message);

/** The order id of a buyer's or admin's step, checked. */
export function idOf(body: { id?: string }): string {
  const id = asText(body.id).trim();
  if (!id) throw refused('Transaction ID is required');
  if (!isId(id)) throw refused('Invalid ID format');
  return id;
}

export interface TransactionDeps {
  db: Database;
  shipping: ShippingServiceApi;
  lifecycle: OrderLifecycle;
  filesPublicUrl: string;
  /** `PAYMENT_EXPIRY`: how long an order may stay unpaid. */
  paymentExpirySeconds: number;
  /** `MAX_UNPAID_ORDERS`: how many unpaid orders (each holding stock) a buyer may have at once. */
  maxUnpaidOrders: number;
  /** `MAX_ORDER_QUANTITY`: how many of one product a single order may reserve. */
  maxQuantityPerOrder: number;
  /** `MAX_UNPAID_STOCK_SHARE`: the percentage of a product's units one buyer may hold unpaid. */
  unpaidStockShare: number;
}

export function transactionService({
  db,
  shipping,
  lifecycle,
  filesPublicUrl,
  paymentExpirySeconds,
  maxUnpaidOrders,
  maxQuantityPerOrder,
  unpaidStockShare,
}: TransactionDeps) {
  const orders = transactionRepository(db);
  const prototypes = requestRepository(db, 'prototype');
  const assemblies = requestRepository(db, 'assembly');

  async function customLine(item: ItemRow) {
    const record = item.id_request ? await (item.kind === 'costom_prototype' ? prototypes : assemblies).find(item.id_request) : null;
    return record ? { _id: item._id, id_request_costom: forBuyer(record), quantity: item.quantity } : null;
  }

  function standardLine(item: ItemRow) {
    return {
      _id: item._id,
      id_product: {
        _id: item.id_product,
        product_name: item.name,
        harga: Number(item.unit_price),
        picture_url: item.picture_url,
        image_url: item.picture_url ? `${filesPublicUrl}/${item.picture_url}` : null,
      },
      quantity: item.quantity,
    };
  }

  const wireExpedition = ({ transaction_id: _t, delivery_receipt, shipping_cost, ...rest }: ExpeditionRow) => ({
    ...rest,
    shipping_cost: Number(shipping_cost),
    ...(delivery_receipt ? { delivery_receipt } : {}),
  });

  const wireStatusChange = ({ status, note, at }: HistoryRow) => ({ status, at: new Date(at).toISOString(), ...(note ? { note } : {}) });

  /** Orders in the populated shape the screens read. */
  async function populate(rows: readonly TransactionRow[]): Promise<Transaction[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r._id);
    const [items, expeditions, history, photos] = await Promise.all([orders.items(ids), orders.expeditions(ids), orders.history(ids), orders.photos(ids)]);
    return Promise.all(
      rows.map(async (row) => {
        const own = items.filter((i) => i.transaction_id === row._id);
        const custom = async (kind: ItemRow['kind']) =>
          (await Promise.all(own.filter((i) => i.kind === kind).map(customLine))).flatMap((line) => (line ? [line] : []));
        const created = new Date(row.created_at).toISOString();
        return {
          _id: row._id,
          id_user: { _id: row.id_user, username: row.username, name: row.name, email: row.email, phone: row.phone, address: row.address },
          ...(row.shipping_weight === null ? {} : { shipping_weight: row.shipping_weight }),
          product: [
            {
              standart: own.filter((i) => i.kind === 'standart').map(standardLine),
              costom_prototype: await custom('costom_prototype'),
              costom_assembly: await custom('costom_assembly'),
            },
          ],
          status: row.status,
          expedition: expeditions.filter((e) => e.transaction_id === row._id).map(wireExpedition),
          total_payment: Number(row.total_payment),
          estimated_delivery: row.estimated_delivery,
          created_at: created,
          updated_at: new Date(row.updated_at).toISOString(),
          createdAt: created,
          history: history.filter((h) => h.transaction_id === row._id).map(wireStatusChange),
          photos: photos.filter((p) => p.transaction_id === row._id).map((photo) => photoOnWire(photo, filesPublicUrl)),
          payment_deadline:
            PAYABLE.includes(row.status) && !row.stock_released ? new Date(Date.parse(created) + paymentExpirySeconds * 1000).toISOString() : null,
          ...(row.payment_id ? { payment_id: row.payment_id } : {}),
        };
      }),
    );
  }

  function checkAvailable(lines: readonly OrderLine[]): void {
    for (const line of lines) {
      if (line.kind === 'standart' && line.quantity > maxQuantityPerOrder) throw httpErrors.conflict(orderQuantityLimitMessage(line.name, maxQuantityPerOrder));
      if (line.kind === 'standart' && line.quantity > (line.stock ?? 0))
        throw httpErrors.conflict(`Stok ${line.name} tidak mencukupi (tersisa ${line.stock ?? 0})`);
      if (line.kind !== 'standart' && line.status !== 'disetujui') throw httpErrors.conflict('Request custom belum disetujui admin atau sudah di-checkout');
      if (line.priceAwaitsBuyer) throw httpErrors.conflict(PRICE_NOT_AGREED_MESSAGE);
    }
  }

  /**
   * Takes the line's units off the shelf, within the buyer's share: all the buyer's unpaid units of the
   * product, this line's included, are at most `unpaidStockShare` % of those units plus what is left
   * (rounded up, so the last unit can be bought). Paying frees the share; the buyer row is locked.
   */
  async function reserveFairShare(repo: ReturnType<typeof transactionRepository>, userId: string, line: OrderLine): Promise<void> {
    const left = await repo.reserveStock(line.id, line.quantity);
    if (left === null) throw httpErrors.conflict(`Stok ${line.name} tidak mencukupi, produk sudah habis dipesan`);
    const held = (await repo.unpaidUnitsOf(userId, line.id)) + line.quantity;
    const allowed = Math.ceil(((held + left) * unpaidStockShare) / 100);
    if (held > allowed) throw httpErrors.conflict(unpaidShareMessage(line.name, allowed));
  }

  /** Stock, custom request, order and cart in one database transaction: all of it or none. */
  async function place(
    userId: string,
    lines: readonly OrderLine[],
    chosen: { courier: string; service: string; cost: number; etd: string },
    shipment: Shipment,
  ): Promise<string> {
    const id = newId();
    await db.transaction(async (tx) => {
      const repo = transactionRepository(tx);
      if ((await repo.lockedUnpaidCount(userId)) >= maxUnpaidOrders) throw httpErrors.conflict(unpaidLimitMessage(maxUnpaidOrders));
      // Locks are taken in id order so two orders for the same products cannot deadlock.
      for (const line of [...lines].sort((a, b) => a.id.localeCompare(b.id))) {
        if (line.kind === 'standart') await reserveFairShare(repo, userId, line);
        if (line.kind !== 'standart' && !(await repo.checkOutRequest(line.id, userId)))
          throw httpErrors.conflict('Request custom belum disetujui admin, perubahan harganya belum Anda setujui, atau sudah di-checkout');
      }
      await repo.insert({
        id,
        userId,
        total: subtotal(lines) + chosen.cost,
        estimatedDelivery: chosen.etd,
        lines: lines.map((line) => ({ ...line, itemId: newId() })),
        expedition: { id: newId(), courier: chosen.courier, service: chosen.service, cost: chosen.cost },
        shipment,
      });
      await repo.removeFromCart(
        userId,
        lines.filter((l) => l.kind === 'standart').map((l) => l.id),
      );
    });
    return id;
  }

  /** A guarded change; when it does not apply, 404 if the order is not there (for this caller), else 409. */
  async function change(
    body: { id?: string },
    from: readonly TransactionStatus[],
    to: TransactionStatus,
    wrongStatus: string,
    options: Parameters<OrderLifecycle['move']>[3] = {},
  ) {
    const id = idOf(body);
    if (await lifecycle.move(id, from, to, options)) return;
    throw (await orders.find(id, options.userId)) ? httpErrors.conflict(wrongStatus) : httpErrors.notFound(NOT_FOUND_MESSAGE);
  }

  return {
    populate,

    async create(userId: string, body: CreateTransactionBody) {
      if (!body.product || !body.expedition) throw refused(MISSING_FIELDS);
      const requested = requestedLines(await withCartQuantities(db, userId, body.product));
      checkOrderShape(requested);
      const expedition = body.expedition[0];
      if (!notEmpty(expedition?.courier) || !notEmpty(expedition?.shipping_option)) throw refused(MISSING_FIELDS);
      const lines = await priceLines(db, userId, requested);
      checkAvailable(lines);
      const { chosen, shipment } = await shipping.requote(userId, lines, expedition.courier, expedition.shipping_option);
      const id = await place(userId, lines, { courier: chosen.code, service: chosen.service, cost: chosen.cost, etd: chosen.etd }, shipment);
      const [created] = await populate([(await orders.find(id)) as TransactionRow]);
      return { message: 'Transaction created successfully ', data: created };
    },

    listOwn: async (userId: string, statuses: string[] | undefined) => populate(await orders.list({ userId, statuses })),
    adminList: async (statuses: string[] | undefined) => populate(await orders.list({ statuses })),

    /** One order as the screens read it, the buyer's only when `userId` is given; null when there is none. */
    async findOne(id: string, userId?: string): Promise<Transaction | null> {
      const row = await orders.find(id, userId);
      return row ? (await populate([row]))[0] : null;
    },

    /** Any order not yet paid; its pending payment is voided with it, so a late notification cannot pay it. */
    async cancel(userId: string, body: { id?: string }) {
      const id = idOf(body);
      await change(
        { id },
        PAYABLE,
        'dibatalkan-pembeli',
        'Only transactions with status "menunggu-pembayaran", "pembayaran-tertunda" or "gagal" can be canceled',
        {
          userId,
          note: 'Dibatalkan oleh pembeli',
          alongside: (tx) => paymentRepository(tx).voidPending(id),
        },
      );
      return { message: 'Transaction has been canceled' };
    },

    /** A failed or expired order whose stock went back: its products return to the buyer's cart. */
    async returnToCart(userId: string, body: { id?: string }) {
      const id = idOf(body);
      const order = await orders.find(id, userId);
      if (!order) throw httpErrors.notFound(NOT_FOUND_MESSAGE);
      if (!RETURNABLE.includes(order.status) || !order.stock_released) throw httpErrors.conflict(NOT_RETURNABLE_MESSAGE);
      await orders.restoreCart(id, newId);
      return { message: 'Produk dikembalikan ke keranjang' };
    },

    async done(userId: string, body: { id?: string }) {
      await change(body, ['dikirim'], 'selesai', 'Hanya transaksi berstatus "dikirim" yang dapat diselesaikan', { userId, note: 'Diterima oleh pembeli' });
      return { message: 'Transaction has been done' };
    },

    async approve(body: { id?: string }) {
      await change(body, ['sudah-bayar'], 'diproses', 'Transaksi belum di bayar !', { note: 'Diproses oleh admin' });
      return { message: 'Transaksi diproses' };
    },

    async reject(body: { id?: string }) {
      await change(body, UNPAID, 'dibatalkan-admin', 'Hanya transaksi yang belum dibayar yang dapat ditolak', { note: 'Ditolak oleh admin' });
      return { message: 'Transaksi dibatalkan oleh admin' };
    },

    async send(body: { id?: string; resi?: string }) {
      const id = idOf(body);
      const resi = asText(body.resi).trim();
      if (!resi) throw refused('Nomor resi tidak boleh kosong!');
      await change({ id }, ['diproses'], 'dikirim', 'Hanya transaksi berstatus "diproses" yang dapat dikirim', {
        resi,
        alongside: (tx) => transactionRepository(tx).setReceipt(id, resi),
      });
      return { message: 'Transaksi dikirim' };
    },

    /**
     * Unpaid orders past `PAYMENT_EXPIRY` become pembayaran-kadarluarsa, failed ones give their stock back;
     * returns how many. Orders are claimed in batches (FOR UPDATE SKIP LOCKED), so sweeps on several
     * instances share the work and each order changes once; a sweep that dies rolls its batch back.
     */
    /** Ends what is past its payment deadline, except the orders in `skip` (whose payment could not be checked). */
    async expireUnpaid(expirySeconds: number, skip: readonly string[] = []): Promise<number> {
      const sweep = (claimAndEnd: (tx: Executor) => Promise<number>) => untilDone(() => db.transaction(claimAndEnd));
      const expired = await sweep(async (tx) => {
        const ids = await transactionRepository(tx).claimUnpaidOlderThan(expirySeconds, SWEEP_BATCH, skip);
        for (const id of ids) await lifecycle.moveWithin(tx, id, UNPAID, 'pembayaran-kadarluarsa', { note: 'Batas waktu pembayaran habis' });
        return ids.length;
      });
      const released = await sweep(async (tx) => {
        const repo = transactionRepository(tx);
        const ids = await repo.claimFailedHoldingOlderThan(expirySeconds, SWEEP_BATCH);
        for (const id of ids) await repo.release(id);
        return ids.length;
      });
      return expired + released;
    },
  };
}

export type TransactionService = ReturnType<typeof transactionService>;
