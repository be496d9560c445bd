import type { Address, TransactionStatus } from '@pcb/contract';
import type { Queryable } from '../../db/database';
import type { Shipment } from '../shipping/service';
import type { LineKind, OrderLine } from './order-lines';

export interface TransactionRow {
  _id: string;
  id_user: string;
  status: TransactionStatus;
  total_payment: number;
  estimated_delivery: string | null;
  created_at: Date;
  updated_at: Date;
  username: string;
  email: string;
  /** The recipient, phone and address copied at checkout (orders older than the copy: the profile when it was made). */
  name: string | null;
  phone: string | null;
  address: Address | null;
  /** Grams the shipping was priced on; null for orders older than the copy. */
  shipping_weight: number | null;
  /** The newest payment attempt's id, null before the buyer starts paying. */
  payment_id: string | null;
  /** The reserved stock and custom request went back: the order can no longer be paid. */
  stock_released: boolean;
}

export interface ItemRow {
  _id: string;
  transaction_id: string;
  kind: LineKind;
  id_product: string | null;
  id_request: string | null;
  name: string;
  unit_price: number;
  quantity: number;
  picture_url: string | null;
}

export interface ExpeditionRow {
  _id: string;
  transaction_id: string;
  courier: string;
  shipping_option: string;
  shipping_cost: number;
  delivery_receipt: string | null;
}

export interface HistoryRow {
  transaction_id: string;
  status: TransactionStatus;
  note: string | null;
  at: Date;
}

export interface PhotoRow {
  _id: string;
  transaction_id: string;
  status: 'diproses' | 'dikirim';
  picture_url: string;
  at: Date;
}

export interface NewOrder {
  id: string;
  userId: string;
  total: number;
  estimatedDelivery: string;
  lines: readonly (OrderLine & { itemId: string })[];
  expedition: { id: string; courier: string; service: string; cost: number };
  shipment: Shipment;
}

const SELECT = `
  SELECT t.id AS "_id", t.id_user, t.status, t.total_payment, t.estimated_delivery, t.created_at, t.updated_at, t.stock_released,
         u.username, u.email, t.recipient_name AS name, t.recipient_phone AS phone, t.shipping_address AS address, t.shipping_weight,
         (SELECT p.id FROM payments p WHERE p.transaction_id = t.id ORDER BY p.created_at DESC, p.id DESC LIMIT 1) AS payment_id
    FROM transactions t JOIN users u ON u.id = t.id_user`;

export interface ListFilter {
  userId?: string;
  statuses?: readonly string[];
  limit?: number;
}

export function transactionRepository(db: Queryable) {
  async function recordStatus(id: string, status: TransactionStatus, note: string | null): Promise<void> {
    await db.query(`INSERT INTO transaction_history (transaction_id, status, note) VALUES ($1, $2, $3)`, [id, status, note]);
  }

  return {
    /** Takes `quantity` units off the shelf and answers what is left; null when fewer are left (the row lock makes the check atomic). */
    async reserveStock(productId: string, quantity: number): Promise<number | null> {
      const rows = await db.query<{ stock: number }>(
        `UPDATE products SET stock = stock - $2, update_at = now() WHERE id = $1 AND stock >= $2 RETURNING stock`,
        [productId, quantity],
      );
      return rows.length > 0 ? Number(rows[0].stock) : null;
    },

    /** The units of a product that a buyer's unpaid orders hold (before this order). */
    async unpaidUnitsOf(userId: string, productId: string): Promise<number> {
      const [row] = await db.query<{ units: string | null }>(
        `SELECT sum(i.quantity) AS units FROM transaction_items i JOIN transactions t ON t.id = i.transaction_id
         WHERE t.id_user = $1 AND i.id_product = $2 AND t.status IN ('menunggu-pembayaran', 'pembayaran-tertunda') AND NOT t.stock_released`,
        [userId, productId],
      );
      return Number(row?.units ?? 0);
    },

    /** How many unpaid orders the buyer has, with the buyer's row locked so two checkouts count one after the other. */
    async lockedUnpaidCount(userId: string): Promise<number> {
      await db.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const rows = await db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM transactions WHERE id_user = $1 AND status IN ('menunggu-pembayaran', 'pembayaran-tertunda')`,
        [userId],
      );
      return Number(rows[0]?.n ?? 0);
    },

    async checkOutRequest(requestId: string, userId: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE custom_requests SET status = 'sudah-checkout', updated_at = now()
          WHERE id = $1 AND id_user = $2 AND status = 'disetujui' AND price_agreement IS DISTINCT FROM 'menunggu-pembeli' RETURNING id`,
        [requestId, userId],
      );
      return rows.length > 0;
    },

    async insert(order: NewOrder): Promise<void> {
      const { shipment } = order;
      await db.query(
        `INSERT INTO transactions (id, id_user, status, total_payment, estimated_delivery, recipient_name, recipient_phone, shipping_address, shipping_weight)
         VALUES ($1, $2, 'menunggu-pembayaran', $3, $4, $5, $6, $7, $8)`,
        [order.id, order.userId, order.total, order.estimatedDelivery, shipment.recipient, shipment.phone, JSON.stringify(shipment.address), shipment.weight],
      );
      await recordStatus(order.id, 'menunggu-pembayaran', null);
      for (const line of order.lines) {
        const standard = line.kind === 'standart';
        await db.query(
          `INSERT INTO transaction_items (id, transaction_id, kind, id_product, id_request, name, unit_price, quantity, weight)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [line.itemId, order.id, line.kind, standard ? line.id : null, standard ? null : line.id, line.name, line.unitPrice, line.quantity, line.weight],
        );
      }
      const { expedition } = order;
      await db.query(`INSERT INTO transaction_expeditions (id, transaction_id, courier, shipping_option, shipping_cost) VALUES ($1, $2, $3, $4, $5)`, [
        expedition.id,
        order.id,
        expedition.courier,
        expedition.service,
        expedition.cost,
      ]);
    },

    async removeFromCart(userId: string, productIds: readonly string[]): Promise<void> {
      if (productIds.length > 0) await db.query(`DELETE FROM carts WHERE id_user = $1 AND id_product = ANY($2::char(24)[])`, [userId, productIds]);
    },

    /** The status now, the row locked until the end of the database transaction (null when there is no such order). */
    async lockStatus(id: string): Promise<TransactionStatus | null> {
      const rows = await db.query<{ status: TransactionStatus }>(`SELECT status FROM transactions WHERE id = $1 FOR UPDATE`, [id]);
      return rows[0]?.status ?? null;
    },

    /**
     * Changes the status only from one of `from` (and only the owner's order when `userId` is given);
     * never once the stock went back (a failed order past its deadline stays where it is).
     */
    async move(id: string, from: readonly TransactionStatus[], to: TransactionStatus, userId?: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE transactions SET status = $3, updated_at = now()
          WHERE id = $1 AND status = ANY($2::text[]) AND ($4::char(24) IS NULL OR id_user = $4) AND NOT stock_released RETURNING id`,
        [id, from, to, userId ?? null],
      );
      return rows.length > 0;
    },

    recordStatus,

    /** Oldest first. */
    photos(transactionIds: readonly string[]): Promise<PhotoRow[]> {
      return db.query<PhotoRow>(
        `SELECT id AS "_id", transaction_id, status, picture_url, created_at AS at FROM order_photos
          WHERE transaction_id = ANY($1::char(24)[]) ORDER BY created_at, id`,
        [transactionIds],
      );
    },

    async addPhoto(photo: Pick<PhotoRow, '_id' | 'transaction_id' | 'status' | 'picture_url'>): Promise<void> {
      await db.query(`INSERT INTO order_photos (id, transaction_id, status, picture_url) VALUES ($1, $2, $3, $4)`, [
        photo._id,
        photo.transaction_id,
        photo.status,
        photo.picture_url,
      ]);
    },

    /** Deletes one photo of the order; answers its stored file, or null when the order has no such photo. */
    async removePhoto(transactionId: string, photoId: string): Promise<string | null> {
      const [removed] = await db.query<{ picture_url: string }>(`DELETE FROM order_photos WHERE id = $1 AND transaction_id = $2 RETURNING picture_url`, [
        photoId,
        transactionId,
      ]);
      return removed?.picture_url ?? null;
    },

    /** Oldest first. */
    history(transactionIds: readonly string[]): Promise<HistoryRow[]> {
      return db.query<HistoryRow>(`SELECT transaction_id, status, note, at FROM transaction_history WHERE transaction_id = ANY($1::char(24)[]) ORDER BY id`, [
        transactionIds,
      ]);
    },

    /** Hands the reserved units and the custom request back, once: `stock_released` guards a second call. */
    async release(id: string): Promise<void> {
      const released = await db.query(`UPDATE transactions SET stock_released = true WHERE id = $1 AND NOT stock_released RETURNING id`, [id]);
      if (released.length === 0) return;
      await db.query(
        `UPDATE products p SET stock = p.stock + i.quantity, update_at = now()
           FROM transaction_items i WHERE i.transaction_id = $1 AND i.kind = 'standart' AND p.id = i.id_product`,
        [id],
      );
      await db.query(
        `UPDATE custom_requests r SET status = 'disetujui', updated_at = now()
           FROM transaction_items i WHERE i.transaction_id = $1 AND r.id = i.id_request AND r.status = 'sudah-checkout'`,
        [id],
      );
    },

    async setReceipt(id: string, resi: string): Promise<void> {
      await db.query(`UPDATE transaction_expeditions SET delivery_receipt = $2 WHERE transaction_id = $1`, [id, resi]);
    },

    async find(id: string, userId?: string): Promise<TransactionRow | null> {
      const rows = await db.query<TransactionRow>(`${SELECT} WHERE t.id = $1 AND ($2::char(24) IS NULL OR t.id_user = $2)`, [id, userId ?? null]);
      return rows[0] ?? null;
    },

    list({ userId, statuses, limit }: ListFilter): Promise<TransactionRow[]> {
      return db.query<TransactionRow>(
        `${SELECT} WHERE ($1::char(24) IS NULL OR t.id_user = $1) AND ($2::text[] IS NULL OR t.status = ANY($2::text[]))
          ORDER BY t.created_at DESC, t.id DESC LIMIT $3`,
        [userId ?? null, statuses && statuses.length > 0 ? statuses : null, limit ?? null],
      );
    },

    items(transactionIds: readonly string[]): Promise<ItemRow[]> {
      return db.query<ItemRow>(
        `SELECT i.id AS "_id", i.transaction_id, i.kind, i.id_product, i.id_request, i.name, i.unit_price, i.quantity, p.picture_url
           FROM transaction_items i LEFT JOIN products p ON p.id = i.id_product
          WHERE i.transaction_id = ANY($1::char(24)[]) ORDER BY i.id`,
        [transactionIds],
      );
    },

    expeditions(transactionIds: readonly string[]): Promise<ExpeditionRow[]> {
      return db.query<ExpeditionRow>(
        `SELECT id AS "_id", transaction_id, courier, shipping_option, shipping_cost, delivery_receipt
           FROM transaction_expeditions WHERE transaction_id = ANY($1::char(24)[]) ORDER BY id`,
        [transactionIds],
      );
    },

    /** The standard lines of an order back in its buyer's cart (a line already there keeps the larger quantity). */
    async restoreCart(id: string, newCartId: () => string): Promise<void> {
      const lines = await db.query<{ id_user: string; id_product: string; quantity: number }>(
        `SELECT t.id_user, i.id_product, i.quantity FROM transaction_items i JOIN transactions t ON t.id = i.transaction_id
          JOIN products p ON p.id = i.id_product WHERE i.transaction_id = $1 AND i.kind = 'standart'`,
        [id],
      );
      for (const line of lines) await this.putInCart(newCartId(), line.id_user, line.id_product, line.quantity);
    },

    /** A product in the buyer's cart with at least `quantity` (a line already there keeps the larger quantity). */
    async putInCart(cartId: string, userId: string, productId: string, quantity: number): Promise<void> {
      await db.query(
        `INSERT INTO carts (id, id_user, id_product, quantity) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id_user, id_product) DO UPDATE SET quantity = GREATEST(carts.quantity, EXCLUDED.quantity), update_at = now()`,
        [cartId, userId, productId, quantity],
      );
    },

    /**
     * Up to `limit` failed orders past their deadline that still hold their stock, locked until the end of
     * this database transaction; orders another sweep has locked are skipped, not waited for.
     */
    async claimFailedHoldingOlderThan(seconds: number, limit: number): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM transactions WHERE status = 'gagal' AND NOT stock_released AND created_at < now() - make_interval(secs => $1)
          ORDER BY created_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [seconds, limit],
      );
      return rows.map((r) => r.id);
    },

    /** Unpaid orders placed more than `seconds` ago that still hold their stock: the expiry job's backlog. */
    async countUnpaidOlderThan(seconds: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM transactions WHERE status IN ('menunggu-pembayaran', 'pembayaran-tertunda') AND NOT stock_released
            AND created_at < now() - make_interval(secs => $1)`,
        [seconds],
      );
      return row.count;
    },

    /** Up to `limit` unpaid orders placed more than `seconds` ago, claimed like `claimFailedHoldingOlderThan`. */
    async claimUnpaidOlderThan(seconds: number, limit: number, skip: readonly string[]): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM transactions WHERE status IN ('menunggu-pembayaran', 'pembayaran-tertunda') AND NOT stock_released
            AND created_at < now() - make_interval(secs => $1) AND id::text <> ALL($3::text[])
          ORDER BY created_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [seconds, limit, skip],
      );
      return rows.map((r) => r.id);
    },

    /** Revenue: the totals of orders that were paid (and not ended unpaid). */
    async revenue(): Promise<number> {
      const rows = await db.query<{ total: string | number | null }>(
        `SELECT COALESCE(SUM(total_payment), 0) AS total FROM transactions WHERE status IN ('sudah-bayar', 'diproses', 'dikirim', 'selesai')`,
      );
      return Number(rows[0]?.total ?? 0);
    },
  };
}
