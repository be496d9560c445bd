import type { FastifyInstance } from 'fastify';
import { REORDER_TEXTS, type ReorderResult } from '@pcb/contract';
import { draftLimitMessage } from '../src/modules/custom-requests/service';
import { bearer, json, newVerifiedBuyer, useTestScene } from './helpers';
import { approvedAssembly, orderScene, placeOrder, productWith, setOrderStatus, type TestProduct } from './orders';

const scene = useTestScene(orderScene, { MAX_DRAFT_REQUESTS: '2' });
let app: FastifyInstance, buyer: Record<string, string>, admin: Record<string, string>, board: TestProduct;
beforeEach(() => ({ app, buyer, admin, board } = scene()));

const reorder = (id: string, headers = buyer) =>
  json<ReorderResult & { message: string }>(app, { method: 'POST', url: '/api/transaction/reorder', headers, payload: { id } });
const cart = async () =>
  (await json<{ id_product: { _id: string }; quantity: number }[]>(app, { method: 'GET', url: '/api/cart', headers: buyer })).body.map((row) => [
    row.id_product._id,
    row.quantity,
  ]);

/** A finished order of `lines`, its cart emptied by the checkout. */
async function finishedOrder(lines: { id: string; quantity: number }[]): Promise<string> {
  const id = (await placeOrder(app, buyer, { standart: lines })).body.data._id;
  await setOrderStatus(app, id, 'selesai');
  return id;
}

const setProduct = (id: string, values: { harga?: number; stock?: number }) =>
  app.db.query(`UPDATE products SET harga = COALESCE($2, harga), stock = COALESCE($3, stock) WHERE id = $1`, [id, values.harga ?? null, values.stock ?? null]);

describe('Pesan Lagi on a finished order of products', () => {
  it('puts the products into the cart at the quantity ordered, saying nothing changed', async () => {
    const id = await finishedOrder([{ id: board._id, quantity: 2 }]);
    const answer = await reorder(id);
    expect(answer).toMatchObject({
      status: 200,
      body: { message: REORDER_TEXTS.done, draft: null, cart: [{ id_product: board._id, changes: [], quantity: 2, ordered_quantity: 2, price: 50000 }] },
    });
    expect(await cart()).toEqual([[board._id, 2]]);
  });

  it("takes today's price and stock, and says what changed: price up or down, fewer available, out of stock, no longer sold", async () => {
    const cheaper = await productWith(app, 1, { stock: 10, harga: 20000 });
    const scarce = await productWith(app, 2, { stock: 10, harga: 30000 });
    const gone = await productWith(app, 3, { stock: 10, harga: 40000 });
    const id = await finishedOrder([
      { id: board._id, quantity: 1 },
      { id: cheaper._id, quantity: 1 },
      { id: scarce._id, quantity: 4 },
      { id: gone._id, quantity: 1 },
    ]);
    await setProduct(board._id, { harga: 55000, stock: 0 });
    await setProduct(cheaper._id, { harga: 15000 });
    await setProduct(scarce._id, { stock: 3 });
    await app.db.query(`DELETE FROM products WHERE id = $1`, [gone._id]);
    const { body } = await reorder(id);
    const byName = Object.fromEntries(body.cart.map((line) => [line.id_product, line]));
    expect(byName[board._id]).toMatchObject({ changes: ['harga-naik', 'stok-habis'], quantity: 0 });
    expect(byName[board._id].note).toContain('naik dari Rp. 50.000 menjadi Rp. 55.000');
    expect(byName[cheaper._id]).toMatchObject({
      changes: ['harga-turun'],
      quantity: 1,
      note: expect.stringContaining('turun dari Rp. 20.000 menjadi Rp. 15.000'),
    });
    expect(byName[scarce._id]).toMatchObject({ changes: ['stok-berkurang'], quantity: 3, note: expect.stringContaining('3 dari 4 dimasukkan') });
    expect(body.cart.find((line) => line.id_product === null)).toMatchObject({ changes: ['tidak-dijual'], price: null, quantity: 0 });
    expect((await cart()).sort()).toEqual(
      [
        [cheaper._id, 1],
        [scarce._id, 3],
      ].sort(),
    );
  });

  it('keeps the larger quantity of a product already in the cart', async () => {
    const id = await finishedOrder([{ id: board._id, quantity: 1 }]);
    await json(app, { method: 'POST', url: '/api/cart/add-product', headers: buyer, payload: { id_product: board._id } });
    const [row] = (await json<{ _id: string }[]>(app, { method: 'GET', url: '/api/cart', headers: buyer })).body;
    await json(app, { method: 'PUT', url: `/api/cart/quantity/${row._id}`, headers: buyer, payload: { quantity: 3 } });
    await reorder(id);
    expect(await cart()).toEqual([[board._id, 3]]);
  });

  it('says so when nothing can be had, and puts nothing in the cart', async () => {
    const id = await finishedOrder([{ id: board._id, quantity: 1 }]);
    await setProduct(board._id, { stock: 0 });
    expect(await reorder(id)).toMatchObject({ status: 200, body: { message: REORDER_TEXTS.nothingLeft, cart: [{ changes: ['stok-habis'] }] } });
    expect(await cart()).toEqual([]);
  });

  it('refuses an order that has not finished (409), another buyer’s (404), and a malformed id (400)', async () => {
    const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).body.data._id;
    expect(await reorder(id)).toMatchObject({ status: 409, body: { message: REORDER_TEXTS.notFinished } });
    await setOrderStatus(app, id, 'selesai');
    expect((await reorder(id, bearer(await newVerifiedBuyer(app, 'tetangga')))).status).toBe(404);
    expect((await reorder('abc')).status).toBe(400);
    expect(await cart()).toEqual([]);
  });
});

describe('Pesan Lagi on a finished custom order', () => {
  async function finishedCustomOrder(): Promise<{ order: string; request: string }> {
    const request = await approvedAssembly(app, buyer, admin);
    const order = (await placeOrder(app, buyer, { assembly: request })).body.data._id;
    await setOrderStatus(app, order, 'selesai');
    return { order, request };
  }

  it('copies the request into a new draft with the same options and its own copy of the design', async () => {
    const { order, request } = await finishedCustomOrder();
    const answer = await reorder(order);
    expect(answer).toMatchObject({ status: 200, body: { message: REORDER_TEXTS.draft, cart: [], draft: { kind: 'assembly' } } });
    const mine = (await json<Record<string, unknown>[]>(app, { method: 'GET', url: '/api/costom-assembly/api/transaksi', headers: buyer })).body;
    const original = mine.find((r) => r._id === request) as Record<string, unknown>;
    const draft = mine.find((r) => r._id === answer.body.draft?._id) as Record<string, unknown>;
    expect(draft).toMatchObject({ status: 'menunggu-pengajuan', notes: original.notes, number_SMD_part: original.number_SMD_part, final_cost: null });
    expect(draft.design_file).toEqual(expect.stringMatching(/^assembly-design\//));
    expect(draft.design_file).not.toBe(original.design_file);
    expect(draft.design_inspection).toEqual(original.design_inspection);
    const download = await app.inject({ method: 'GET', url: `/api/download/${draft.design_file as string}`, headers: buyer });
    expect(download.statusCode).toBe(200);
  });

  it('respects MAX_DRAFT_REQUESTS with its message, storing nothing', async () => {
    const { order } = await finishedCustomOrder();
    expect((await reorder(order)).status).toBe(200);
    expect((await reorder(order)).status).toBe(200);
    expect(await reorder(order)).toMatchObject({ status: 409, body: { message: draftLimitMessage(2) } });
    const drafts = await app.db.query(`SELECT id FROM custom_requests WHERE status = 'menunggu-pengajuan'`);
    expect(drafts).toHaveLength(2);
  });
});
