import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/database';
import { newId } from '../lib/ids';
import type { RequestKind } from '../modules/custom-requests/repository';
import type { OrderLine } from '../modules/transactions/order-lines';
import { DEMO_BUYERS, DEMO_BUYER_PASSWORD, demoAddress } from './demo-buyers';
import { ORDER_PLAN, demoOrder, orderTimes, type DemoBuyerRow } from './demo-orders';
import { REQUEST_PLAN, demoRequest, type DemoRequestContext } from './demo-requests';
import { DAY, HOUR, Stamps } from './demo-stamps';
import { seededRandom, type Random } from './random';

/** Verified buyers with complete addresses, registered a few months before the history starts. */
async function insertBuyers(ctx: DemoRequestContext, passwordHash: string): Promise<DemoBuyerRow[]> {
  const rows = DEMO_BUYERS.map((buyer) => {
    const created = ctx.now - ctx.random.between(95 * DAY, 150 * DAY);
    return {
      ...buyer,
      id: newId(created),
      email: `${buyer.username}@demo.pcb.test`,
      address: demoAddress(buyer, ctx.random),
      created_at: new Date(created),
    };
  });
  await ctx.tx.query(
    `INSERT INTO users (id, username, email, password_hash, role, is_verified, name, phone, gender, birthday, address, created_at, updated_at)
     SELECT id, username, email, $2, 'buyer', true, name, phone, gender, birthday, address, created_at, created_at
       FROM jsonb_to_recordset($1::jsonb)
         AS x(id text, username text, email text, name text, phone text, gender text, birthday timestamptz, address jsonb, created_at timestamptz)`,
    [JSON.stringify(rows), passwordHash],
  );
  return rows.map(({ id, username, name, phone, address }) => ({ id, username, name, phone, address }));
}

interface ShelfProduct {
  id: string;
  product_name: string;
  harga: number;
  weight: number;
}

/** One to three products a buyer might take together, priced as the catalogue has them. */
function cartLines(random: Random, shelf: readonly ShelfProduct[]): OrderLine[] {
  const chosen = new Map<string, ShelfProduct>();
  const count = random.int(1, 3);
  while (chosen.size < count) {
    const product = random.pick(shelf);
    chosen.set(product.id, product);
  }
  return [...chosen.values()].map((p) => ({
    kind: 'standart',
    id: p.id,
    name: p.product_name,
    unitPrice: Number(p.harga),
    quantity: random.int(1, 4),
    weight: p.weight,
  }));
}

/** A fixed seed: a fresh demo database looks the same every time, only its dates follow today. */
const DEMO_SEED = 20250817;

/**
 * `SEED_DEMO_HISTORY`: 90 days of a living shop on a fresh database: buyers, orders in every status (payments,
 * provider notifications, tracking numbers, history) and custom requests in every status with a Gerber design.
 */
export async function seedDemoHistory(app: FastifyInstance, tx: Executor): Promise<void> {
  const random = seededRandom(DEMO_SEED);
  const stamps = new Stamps();
  const { shipping, publicUrl, bcryptRounds } = app.config;
  const ctx: DemoRequestContext = { tx, random, stamps, now: Date.now(), origin: shipping.origin, publicUrl, files: app.files.within(tx) };
  const buyers = await insertBuyers(ctx, await bcrypt.hash(DEMO_BUYER_PASSWORD, bcryptRounds));
  // Plenty on the shelf, so the demo never sells a product out.
  const shelf = await tx.query<ShelfProduct>(`SELECT id, product_name, harga, weight FROM products WHERE stock >= 30 ORDER BY id`);

  for (const [status, count, lastAgo] of ORDER_PLAN) {
    for (let i = 0; i < count; i += 1) {
      await demoOrder(ctx, random.pick(buyers), cartLines(random, shelf), status, orderTimes(ctx, status, random.between(...lastAgo)));
    }
  }
  for (const kind of ['prototype', 'assembly'] as const satisfies readonly RequestKind[]) {
    for (const [status, lastAgo] of REQUEST_PLAN) await demoRequest(ctx, kind, random.pick(buyers), status, ctx.now - random.between(...lastAgo));
    // Checked out: one finished a while ago, one being made now.
    const buyer = random.pick(buyers);
    const status = kind === 'prototype' ? 'selesai' : 'diproses';
    const times = orderTimes(ctx, status, kind === 'prototype' ? random.between(2 * DAY, 30 * DAY) : random.between(HOUR, 20 * HOUR));
    await demoOrder(ctx, buyer, [await demoRequest(ctx, kind, buyer, 'sudah-checkout', times.created)], status, times);
  }
  await stamps.apply(tx);
}
