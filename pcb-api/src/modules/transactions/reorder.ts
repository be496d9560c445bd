import { REORDER_STATUSES, REORDER_TEXTS, reorderNote, type ReorderChange, type ReorderLine, type ReorderResult } from '@pcb/contract';
import { httpErrors } from '@fastify/sensible';
import type { Database } from '../../db/database';
import { newId } from '../../lib/ids';
import type { RequestKind } from '../custom-requests/repository';
import { requestRepository } from '../custom-requests/repository';
import type { draftCopier } from '../custom-requests/service';
import { productRepository, type ProductRow } from '../products/repository';
import { transactionRepository, type ItemRow } from './repository';
import { idOf } from './service';

export interface ReorderDeps {
  db: Database;
  /** Each kind's copy of a request into a new draft (with its design, under `MAX_DRAFT_REQUESTS`). */
  copiers: Record<RequestKind, ReturnType<typeof draftCopier>>;
  /** `MAX_ORDER_QUANTITY`: the checkout refuses more, so the cart is not given more. */
  maxQuantityPerOrder: number;
}

const KIND_OF = { costom_prototype: 'prototype', costom_assembly: 'assembly' } as const;

/** One ordered product against the catalogue today: how many the cart can take, and what changed. */
function lineToday(item: ItemRow, product: ProductRow | undefined, maxQuantity: number): Omit<ReorderLine, 'note'> {
  const ordered = { product_name: item.name, ordered_price: Number(item.unit_price), ordered_quantity: Number(item.quantity) };
  if (!product) return { ...ordered, id_product: item.id_product, price: null, quantity: 0, changes: ['tidak-dijual'] };
  const quantity = Math.max(0, Math.min(ordered.ordered_quantity, product.stock, maxQuantity));
  const price = Number(product.harga);
  const changes: ReorderChange[] = [];
  if (price > ordered.ordered_price) changes.push('harga-naik');
  if (price < ordered.ordered_price) changes.push('harga-turun');
  if (quantity === 0) changes.push('stok-habis');
  else if (quantity < ordered.ordered_quantity) changes.push('stok-berkurang');
  return { ...ordered, product_name: product.product_name, id_product: product._id, price, quantity, changes };
}

/** "Pesan Lagi" on a finished order: its products into the cart at today's price and stock, or its custom request into a new draft. */
export function reorderService({ db, copiers, maxQuantityPerOrder }: ReorderDeps) {
  const orders = transactionRepository(db);
  const products = productRepository(db);

  async function productsAgain(userId: string, items: ItemRow[]): Promise<ReorderResult> {
    const found = await products.findMany(items.flatMap((item) => (item.id_product ? [item.id_product] : [])));
    const byId = new Map(found.map((product) => [product._id, product]));
    const lines = items.map((item) => lineToday(item, item.id_product ? byId.get(item.id_product) : undefined, maxQuantityPerOrder));
    await db.transaction(async (tx) => {
      for (const line of lines)
        if (line.quantity > 0 && line.id_product) await transactionRepository(tx).putInCart(newId(), userId, line.id_product, line.quantity);
    });
    const message = lines.some((line) => line.quantity > 0) ? REORDER_TEXTS.done : REORDER_TEXTS.nothingLeft;
    return { message, cart: lines.map((line) => ({ ...line, note: reorderNote(line) })), draft: null };
  }

  return {
    async reorder(userId: string, body: { id?: string }): Promise<ReorderResult> {
      const id = idOf(body);
      const order = await orders.find(id, userId);
      if (!order) throw httpErrors.notFound(REORDER_TEXTS.notFound);
      if (!(REORDER_STATUSES as readonly string[]).includes(order.status)) throw httpErrors.conflict(REORDER_TEXTS.notFinished);
      const items = await orders.items([id]);
      const custom = items.find((item) => item.kind !== 'standart' && item.id_request);
      if (!custom) return productsAgain(userId, items);
      const kind = KIND_OF[custom.kind as keyof typeof KIND_OF];
      const request = await requestRepository(db, kind).find(custom.id_request as string);
      if (!request) throw httpErrors.notFound(REORDER_TEXTS.notFound);
      return { message: REORDER_TEXTS.draft, cart: [], draft: { kind, _id: await copiers[kind](request) } };
    },
  };
}
