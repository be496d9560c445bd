import type { FastifyInstance } from 'fastify';
import { unpaidShareMessage } from '../../src/modules/transactions/service';
import { json, useTestScene } from '../helpers';
import { orderScene, placeOrder, productWith, stockOf, type TestProduct } from '../orders';

/**
 * Review residual of M5: one order of a product's whole stock (12 of 12, under MAX_ORDER_QUANTITY)
 * emptied the shelf for everyone until the payment deadline. A buyer's unpaid orders may now hold at
 * most MAX_UNPAID_STOCK_SHARE (50 %) of a product's units.
 */
const scene = useTestScene(async (app) => ({ ...(await orderScene(app)), shelf: await productWith(app, 1, { stock: 12 }) }));
let app: FastifyInstance, buyer: Record<string, string>, shelf: TestProduct;
beforeEach(() => ({ app, buyer, shelf } = scene()));

const nameOf = async (id: string) => (await app.db.query<{ product_name: string }>(`SELECT product_name FROM products WHERE id = $1`, [id]))[0].product_name;
const cart = async () =>
  (await json<{ id_product: { _id: string } }[]>(app, { method: 'GET', url: '/api/cart', headers: buyer })).body.map((l) => l.id_product._id);

describe('one buyer reserving a whole shelf with unpaid orders', () => {
  it('refuses an order of the whole stock with the reason, and takes nothing from the shelf or the cart', async () => {
    await json(app, { method: 'POST', url: '/api/cart/add-product', headers: buyer, payload: { id_product: shelf._id } });
    const refused = await placeOrder(app, buyer, { standart: [{ id: shelf._id, quantity: 12 }] });
    expect([refused.status, refused.body.message]).toEqual([409, unpaidShareMessage(await nameOf(shelf._id), 6)]);
    expect(await stockOf(app, shelf._id)).toBe(12);
    expect(await cart()).toContain(shelf._id);
  });

  it('counts every unpaid order of the buyer: half the units, then no more until one is paid or cancelled', async () => {
    const first = await placeOrder(app, buyer, { standart: [{ id: shelf._id, quantity: 4 }] });
    const second = await placeOrder(app, buyer, { standart: [{ id: shelf._id, quantity: 2 }] });
    const third = await placeOrder(app, buyer, { standart: [{ id: shelf._id, quantity: 1 }] });
    console.log(`whole-stock: answers ${first.status}, ${second.status}, ${third.status}; stock left ${await stockOf(app, shelf._id)} of 12`);
    expect([first.status, second.status, third.status]).toEqual([201, 201, 409]);
    expect(await stockOf(app, shelf._id)).toBe(6);
    await app.inject({ method: 'PUT', url: '/api/transaction/cancel', headers: buyer, payload: { id: first.body.data._id } });
    expect((await placeOrder(app, buyer, { standart: [{ id: shelf._id, quantity: 4 }] })).status).toBe(201);
  });

  it('still sells the last unit', async () => {
    await productWith(app, 1, { stock: 1 });
    expect((await placeOrder(app, buyer, { standart: [{ id: shelf._id, quantity: 1 }] })).status).toBe(201);
    expect(await stockOf(app, shelf._id)).toBe(0);
  });
});
