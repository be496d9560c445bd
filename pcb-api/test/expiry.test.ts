import type { FastifyInstance } from 'fastify';
import type { Transaction } from '@pcb/contract';
import { adminToken, bearer, buyerScene, buyerToken, json, useTestApp, useTestScene } from './helpers';
import { approvedAssembly, orderStatus, placeOrder, productWith, requestStatus, statusOnceExpired, stockOf } from './orders';

// A two-second payment window: the expiry job then looks every second.
const scene = useTestScene(buyerScene, { PAYMENT_EXPIRY: '2s' });
let app: FastifyInstance, buyer: Record<string, string>;
beforeEach(() => ({ app, buyer } = scene()));

const settled = (id: string) => statusOnceExpired(app, id);

describe('the expiry job', () => {
  it('moves an order unpaid for PAYMENT_EXPIRY to pembayaran-kadarluarsa and gives its stock back', async () => {
    // Half the units: one buyer's unpaid orders hold at most MAX_UNPAID_STOCK_SHARE of a product.
    const board = await productWith(app, 0, { stock: 6 });
    const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 3 }] })).body.data._id;
    expect(await stockOf(app, board._id)).toBe(3);
    expect(await settled(id)).toBe('pembayaran-kadarluarsa');
    expect(await stockOf(app, board._id)).toBe(6);
    const { body } = await json<Transaction[]>(app, { method: 'GET', url: '/api/transaction', headers: buyer });
    expect(body[0].history).toMatchObject([{ status: 'menunggu-pembayaran' }, { status: 'pembayaran-kadarluarsa', note: 'Batas waktu pembayaran habis' }]);
  });

  it('tells the buyer when an unpaid order expires, and nothing once it has ended', async () => {
    const board = await productWith(app, 0, { stock: 4 });
    const placed = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).body.data as unknown as Transaction;
    expect(Date.parse(placed.payment_deadline ?? '') - Date.parse(placed.created_at)).toBe(2_000);
    expect(await settled(placed._id)).toBe('pembayaran-kadarluarsa');
    const { body } = await json<Transaction[]>(app, { method: 'GET', url: '/api/transaction', headers: buyer });
    expect(body[0].payment_deadline).toBeNull();
  });

  it('gives the custom request of an expired order back to disetujui', async () => {
    const requestId = await approvedAssembly(app, buyer, bearer(await adminToken(app)));
    const id = (await placeOrder(app, buyer, { assembly: requestId })).body.data._id;
    expect(await settled(id)).toBe('pembayaran-kadarluarsa');
    expect(await requestStatus(app, requestId)).toBe('disetujui');
  });

  it('leaves a paid order alone', async () => {
    const board = await productWith(app, 0, { stock: 4 });
    const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).body.data._id;
    await app.db.query(`UPDATE transactions SET status = 'sudah-bayar' WHERE id = $1`, [id]);
    // An unpaid order placed with it expires at the first sweep past their deadline: that sweep has seen the paid one.
    const unpaid = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).body.data._id;
    expect(await settled(unpaid)).toBe('pembayaran-kadarluarsa');
    expect(await orderStatus(app, id)).toBe('sudah-bayar');
    expect(await stockOf(app, board._id)).toBe(3);
  });

  it('gives a failed order its stock back at the deadline, keeps it gagal, and then its products can go back to the cart', async () => {
    const board = await productWith(app, 0, { stock: 6 });
    const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 3 }] })).body.data._id;
    await app.db.query(`UPDATE transactions SET status = 'gagal' WHERE id = $1`, [id]);
    const back = () => json<{ message: string }>(app, { method: 'PUT', url: '/api/transaction/return-to-cart', headers: buyer, payload: { id } });
    expect((await back()).status).toBe(409);

    const until = Date.now() + 8_000;
    while ((await stockOf(app, board._id)) !== 6 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await stockOf(app, board._id)).toBe(6);
    expect(await orderStatus(app, id)).toBe('gagal');
    const { body } = await json<Transaction[]>(app, { method: 'GET', url: '/api/transaction', headers: buyer });
    expect(body[0].payment_deadline).toBeNull();

    expect(await back()).toMatchObject({ status: 200, body: { message: 'Produk dikembalikan ke keranjang' } });
    const cart = await json<{ id_product: { _id: string }; quantity: number }[]>(app, { method: 'GET', url: '/api/cart', headers: buyer });
    expect(cart.body.map((row) => [row.id_product._id, row.quantity])).toEqual([[board._id, 3]]);
    expect(await back()).toMatchObject({ status: 200 });
    expect((await json<unknown[]>(app, { method: 'GET', url: '/api/cart', headers: buyer })).body).toHaveLength(1);
  });
});

describe('expiry sweeps on several instances', () => {
  // A long window: only the sweeps the test starts run; the orders are made old by hand.
  const longWindow = useTestApp({ PAYMENT_EXPIRY: '1h' });
  const backdate = (ids: string[]) =>
    longWindow().db.query(`UPDATE transactions SET created_at = now() - interval '2 hours' WHERE id = ANY($1::char(24)[])`, [ids]);
  const expiredLines = async (id: string) =>
    (await longWindow().db.query(`SELECT 1 FROM transaction_history WHERE transaction_id = $1 AND status = 'pembayaran-kadarluarsa'`, [id])).length;

  async function oldOrders(count: number) {
    const app = longWindow();
    const buyerHeaders = bearer(await buyerToken(app));
    const board = await productWith(app, 0, { stock: 50 });
    const ids: string[] = [];
    for (let n = 0; n < count; n += 1) {
      ids.push((await placeOrder(app, buyerHeaders, { standart: [{ id: board._id, quantity: 2 }] })).body.data._id);
    }
    await backdate(ids);
    return { ids, board };
  }

  it('expires each order exactly once when two sweeps run at once', async () => {
    const app = longWindow();
    const { ids, board } = await oldOrders(3);
    expect(await stockOf(app, board._id)).toBe(44);
    const counts = await Promise.all([app.orders.expireUnpaid(3600), app.orders.expireUnpaid(3600)]);
    expect(counts[0] + counts[1]).toBe(3);
    for (const id of ids) expect(await expiredLines(id)).toBe(1);
    expect(await stockOf(app, board._id)).toBe(50);
    expect(await app.orders.expireUnpaid(3600)).toBe(0);
  });

  // PGlite has one connection, so a second transaction cannot hold a lock meanwhile.
  const onServer = process.env.DATABASE_URL ? it : it.skip;
  onServer('skips an order another sweep holds instead of waiting for it', async () => {
    const app = longWindow();
    const { ids } = await oldOrders(3);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => undefined as void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = app.db.transaction(async (tx) => {
      await tx.query(`SELECT id FROM transactions WHERE id = $1 FOR UPDATE`, [ids[0]]);
      locked();
      await held;
    });
    await lockTaken;
    const sweep = app.orders;
    expect(await sweep.expireUnpaid(3600)).toBe(2);
    expect(await expiredLines(ids[0])).toBe(0);
    release();
    await holder;
    expect(await sweep.expireUnpaid(3600)).toBe(1);
    for (const id of ids) expect(await expiredLines(id)).toBe(1);
  });
});
