import type { FastifyInstance } from 'fastify';
import type { Transaction } from '@pcb/contract';
import { offlineCost } from '../src/providers/shipping/offline';
import { bearer, json, lastMailTo, newVerifiedBuyer, SEED, useTestScene } from './helpers';
import {
  ASSEMBLY_TOTAL,
  approvedAssembly,
  orderBody,
  orderScene,
  orderStatus,
  placeOrder,
  productWith,
  requestStatus,
  setOrderStatus,
  stockOf,
  type TestProduct,
} from './orders';

// The race test below places 20 unpaid orders per buyer; the cap itself is tested in security/hoarding.test.ts.
const scene = useTestScene(orderScene, { MAX_UNPAID_ORDERS: '50' });
let app: FastifyInstance, buyer: Record<string, string>, admin: Record<string, string>, board: TestProduct;
beforeEach(() => ({ app, buyer, admin, board } = scene()));

const jneReg = (weight: number) => offlineCost({ origin: '21.71.10', destination: '21.71.10', weight, courier: 'jne' }).find((s) => s.service === 'REG')!;
const put = (url: string, headers: Record<string, string>, payload: object) =>
  json<{ message: string; error?: string }>(app, { method: 'PUT', url: `/api${url}`, headers, payload });
const list = (headers: Record<string, string>, query = '') => json<Transaction[]>(app, { method: 'GET', url: `/api/transaction${query}`, headers });
const historyOf = async (id: string, headers = buyer) => (await list(headers)).body.find((t) => t._id === id)?.history;

describe('placing an order', () => {
  it('recomputes prices, shipping and total, reserves stock and empties the ordered cart rows (201)', async () => {
    await app.inject({ method: 'POST', url: '/api/cart/add-product', headers: buyer, payload: { id_product: board._id } });
    const { status, body } = await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 2 }] });
    expect(status).toBe(201);
    expect(body.message).toBe('Transaction created successfully ');
    expect(body.data).toMatchObject({
      status: 'menunggu-pembayaran',
      total_payment: 2 * 50000 + jneReg(500).cost,
      estimated_delivery: jneReg(500).etd,
      expedition: [{ courier: 'jne', shipping_option: 'REG', shipping_cost: jneReg(500).cost }],
      product: [{ standart: [{ id_product: { _id: board._id, harga: 50000 }, quantity: 2 }], costom_prototype: [], costom_assembly: [] }],
      id_user: { username: 'budi', address: { city_name: 'KOTA BATAM' } },
    });
    expect(await stockOf(app, board._id)).toBe(3);
    expect((await json<unknown[]>(app, { method: 'GET', url: '/api/cart', headers: buyer })).body).toEqual([]);
  });

  it('orders an approved custom request at its total cost and marks it sudah-checkout', async () => {
    const requestId = await approvedAssembly(app, buyer, admin, 1200);
    const { status, body } = await placeOrder(app, buyer, { assembly: requestId });
    expect(status).toBe(201);
    expect(body.data.total_payment).toBe(ASSEMBLY_TOTAL + jneReg(1200).cost);
    expect(body.data.product).toMatchObject([
      { standart: [], costom_assembly: [{ id_request_costom: { _id: requestId, name: 'Costom Assembly' }, quantity: 1 }] },
    ]);
    expect(await requestStatus(app, requestId)).toBe('sudah-checkout');
  });

  it('charges the final price the admin set on approval and the buyer accepted, not the price from the lists', async () => {
    const requestId = await approvedAssembly(app, buyer, admin, 1200, [{ reason: 'Stensil tambahan', amount: 30000 }]);
    expect((await put(`/costom-assembly/${requestId}/accept-price`, buyer, {})).body.message).toBe('Perubahan harga disetujui');
    const { status, body } = await placeOrder(app, buyer, { assembly: requestId });
    expect(status).toBe(201);
    expect(body.data.total_payment).toBe(ASSEMBLY_TOTAL + 30000 + jneReg(1200).cost);
    expect(body.data.product).toMatchObject([{ costom_assembly: [{ id_request_costom: { total_cost: ASSEMBLY_TOTAL, final_cost: ASSEMBLY_TOTAL + 30000 } }] }]);
  });

  it('refuses cart products and a custom item in one order, and creates nothing', async () => {
    const requestId = await approvedAssembly(app, buyer, admin);
    await app.inject({ method: 'POST', url: '/api/cart/add-product', headers: buyer, payload: { id_product: board._id } });
    const { status, body } = await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }], assembly: requestId });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'Produk keranjang dan pesanan custom tidak dapat digabung dalam satu transaksi' });
    expect((await list(buyer)).body).toEqual([]);
    expect(await stockOf(app, board._id)).toBe(5);
    expect(await requestStatus(app, requestId)).toBe('disetujui');
    expect((await json<unknown[]>(app, { method: 'GET', url: '/api/cart', headers: buyer })).body).toHaveLength(1);
  });

  it('refuses two custom requests in one order', async () => {
    const first = await approvedAssembly(app, buyer, admin);
    const second = await approvedAssembly(app, buyer, admin);
    const body = orderBody({ assembly: first });
    body.product[0].costom_assembly.push({ id_request_costom: second, name_request_costom: 'Costom Assembly', quantity: 1 });
    const answer = await json(app, { method: 'POST', url: '/api/transaction', headers: buyer, payload: body });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Satu transaksi hanya dapat berisi satu pesanan custom' } });
    expect((await list(buyer)).body).toEqual([]);
  });

  it('orders the quantity set in the cart for a line sent without one, weighing and pricing it so', async () => {
    const row = (
      await json<{ data: { _id: string } }>(app, { method: 'POST', url: '/api/cart/add-product', headers: buyer, payload: { id_product: board._id } })
    ).body.data;
    await app.inject({ method: 'PUT', url: `/api/cart/quantity/${row._id}`, headers: buyer, payload: { quantity: 3 } });
    const { status, body } = await placeOrder(app, buyer, { standart: [{ id: board._id }] });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ total_payment: 3 * 50000 + jneReg(750).cost, product: [{ standart: [{ quantity: 3 }] }] });
    expect(await stockOf(app, board._id)).toBe(2);
  });

  it('keeps a quantity the checkout sends (the spec body), and takes 1 for a product not in the cart', async () => {
    const other = await productWith(app, 1, { stock: 4, weight: 100, harga: 10000 });
    const { body } = await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 2 }, { id: other._id }] });
    expect(body.data.product).toMatchObject([
      { standart: expect.arrayContaining([expect.objectContaining({ quantity: 2 }), expect.objectContaining({ quantity: 1 })]) },
    ]);
    expect(await stockOf(app, other._id)).toBe(3);
  });

  it('answers 400 Missing required fields without product or expedition, and 400 for an empty product list', async () => {
    const missing = await json(app, { method: 'POST', url: '/api/transaction', headers: buyer, payload: { total_payment: 5 } });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Missing required fields', error: 'Missing required fields' } });
    const empty = await json(app, {
      method: 'POST',
      url: '/api/transaction',
      headers: buyer,
      payload: { product: [], expedition: [{ courier: 'jne', shipping_option: 'REG' }] },
    });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Product list must be a non-empty array' } });
  });

  it('refuses a service the courier does not offer', async () => {
    expect((await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }], service: 'KILAT' })).status).toBe(400);
  });

  it('refuses a quantity above stock with 409 and leaves the stock alone', async () => {
    const { status, body } = await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 6 }] });
    expect(status).toBe(409);
    expect(body.message).toMatch(/Stok .* tidak mencukupi/);
    expect(await stockOf(app, board._id)).toBe(5);
  });

  it('refuses a custom request that is not approved (409) or not the caller’s (404)', async () => {
    const draft = await json<{ data: { _id: string } }>(app, {
      method: 'POST',
      url: '/api/costom-assembly/request-costom',
      headers: buyer,
      payload: (await import('./orders')).ASSEMBLY_FORM,
    });
    expect((await placeOrder(app, buyer, { assembly: draft.body.data._id })).status).toBe(409);
    const approved = await approvedAssembly(app, buyer, admin);
    const other = bearer(await newVerifiedBuyer(app, 'pembelilain'));
    await app.db.query(`UPDATE users SET address = (SELECT address FROM users WHERE email = $1) WHERE username = 'pembelilain'`, [SEED.buyerEmail]);
    expect((await placeOrder(app, other, { assembly: approved })).status).toBe(404);
    expect(await requestStatus(app, approved)).toBe('disetujui');
  });

  it('sells the last unit exactly once when two buyers order it at the same moment (20 rounds)', async () => {
    const other = bearer(await newVerifiedBuyer(app, 'pesaing'));
    await app.db.query(`UPDATE users SET address = (SELECT address FROM users WHERE email = $1) WHERE username = 'pesaing'`, [SEED.buyerEmail]);
    for (let round = 0; round < 20; round += 1) {
      // The last round's sale is paid before the shelf is restocked: an unpaid one would count against its buyer's share.
      await app.db.query(`UPDATE transactions SET status = 'sudah-bayar' WHERE status = 'menunggu-pembayaran'`);
      await app.db.query(`UPDATE products SET stock = 1 WHERE id = $1`, [board._id]);
      const answers = await Promise.all([buyer, other].map((headers) => placeOrder(app, headers, { standart: [{ id: board._id, quantity: 1 }] })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)?.body.message).toMatch(/tidak mencukupi/);
      expect(await stockOf(app, board._id)).toBe(0);
    }
  });
});

describe("the buyer's orders", () => {
  it('lists only the caller’s own orders, newest first, filtered by repeated status', async () => {
    const first = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).body.data._id;
    const second = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).body.data._id;
    await setOrderStatus(app, first, 'dikirim');
    expect((await list(buyer)).body.map((t) => t._id)).toEqual([second, first]);
    expect((await list(buyer, '?status=dikirim')).body.map((t) => t._id)).toEqual([first]);
    expect((await list(buyer, '?status[]=dikirim&status[]=menunggu-pembayaran')).body).toHaveLength(2);
    expect((await list(bearer(await newVerifiedBuyer(app, 'kosong')))).body).toEqual([]);
  });

  it('cancels an own unpaid order, giving the stock back, and only once', async () => {
    const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 2 }] })).body.data._id;
    expect(await put('/transaction/cancel', buyer, { id })).toMatchObject({ status: 200, body: { message: 'Transaction has been canceled' } });
    expect(await orderStatus(app, id)).toBe('dibatalkan-pembeli');
    expect(await stockOf(app, board._id)).toBe(5);
    expect(await put('/transaction/cancel', buyer, { id })).toMatchObject({
      status: 409,
      body: { message: 'Only transactions with status "menunggu-pembayaran", "pembayaran-tertunda" or "gagal" can be canceled' },
    });
    expect(await stockOf(app, board._id)).toBe(5);
  });

  it('gives the custom request back to disetujui when its order is cancelled', async () => {
    const requestId = await approvedAssembly(app, buyer, admin);
    const id = (await placeOrder(app, buyer, { assembly: requestId })).body.data._id;
    await put('/transaction/cancel', buyer, { id });
    expect(await requestStatus(app, requestId)).toBe('disetujui');
  });

  it("answers 404 for another buyer's order on cancel and done", async () => {
    const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).body.data._id;
    const other = bearer(await newVerifiedBuyer(app, 'penyusup'));
    expect(await put('/transaction/cancel', other, { id })).toMatchObject({ status: 404, body: { message: 'Transaction not found or user unauthorized' } });
    await setOrderStatus(app, id, 'dikirim');
    expect((await put('/transaction/done', other, { id })).status).toBe(404);
    expect(await orderStatus(app, id)).toBe('dikirim');
  });

  it('confirms receipt only of a shipped order', async () => {
    const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).body.data._id;
    expect((await put('/transaction/done', buyer, { id })).status).toBe(409);
    await setOrderStatus(app, id, 'dikirim');
    expect(await put('/transaction/done', buyer, { id })).toMatchObject({ status: 200, body: { message: 'Transaction has been done' } });
    expect(await orderStatus(app, id)).toBe('selesai');
  });

  it('puts the products of an expired order back in the cart, only for its own buyer and only once it has ended', async () => {
    const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 2 }] })).body.data._id;
    const back = (headers = buyer) => put('/transaction/return-to-cart', headers, { id });
    expect(await back()).toMatchObject({ status: 409, body: { message: expect.stringContaining('dikembalikan ke keranjang') } });
    await app.db.query(`UPDATE transactions SET status = 'pembayaran-kadarluarsa', stock_released = true WHERE id = $1`, [id]);
    expect((await back(bearer(await newVerifiedBuyer(app, 'tetangga')))).status).toBe(404);
    expect(await back()).toMatchObject({ status: 200, body: { message: 'Produk dikembalikan ke keranjang' } });
    const cart = await json<{ id_product: { _id: string }; quantity: number }[]>(app, { method: 'GET', url: '/api/cart', headers: buyer });
    expect(cart.body.map((row) => [row.id_product._id, row.quantity])).toEqual([[board._id, 2]]);
  });

  it('cancels an order whose payment is pending', async () => {
    const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 2 }] })).body.data._id;
    await setOrderStatus(app, id, 'pembayaran-tertunda');
    expect((await put('/transaction/cancel', buyer, { id })).status).toBe(200);
    expect(await orderStatus(app, id)).toBe('dibatalkan-pembeli');
    expect(await stockOf(app, board._id)).toBe(5);
  });

  it('checks the id', async () => {
    expect(await put('/transaction/cancel', buyer, {})).toMatchObject({ status: 400, body: { message: 'Transaction ID is required' } });
    expect(await put('/transaction/cancel', buyer, { id: 'abc' })).toMatchObject({ status: 400, body: { message: 'Invalid ID format' } });
  });
});

describe('administering orders', () => {
  it("lists every buyer's orders with name, phone and the address names", async () => {
    await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] });
    const { status, body } = await json<Transaction[]>(app, { method: 'GET', url: '/api/admin/transaction?status=menunggu-pembayaran', headers: admin });
    expect(status).toBe(200);
    expect(body[0].id_user).toMatchObject({
      name: 'Budi Santoso',
      phone: '081234567890',
      address: { district_name: 'Batam Kota', sub_district_name: 'Baloi Permai' },
    });
  });

  it('approves a paid order, ships it with its resi (mailed to the buyer) and refuses wrong statuses with 409', async () => {
    const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).body.data._id;
    expect(await put('/admin/transaction/approve', admin, { id })).toMatchObject({ status: 409, body: { message: 'Transaksi belum di bayar !' } });
    await setOrderStatus(app, id, 'sudah-bayar');
    expect((await put('/admin/transaction/send', admin, { id, resi: 'JP123' })).status).toBe(409);
    expect((await put('/admin/transaction/approve', admin, { id })).status).toBe(200);
    expect(await put('/admin/transaction/send', admin, { id })).toMatchObject({ status: 400, body: { message: 'Nomor resi tidak boleh kosong!' } });
    expect((await put('/admin/transaction/send', admin, { id, resi: 'JP123' })).status).toBe(200);
    const [order] = (await list(buyer)).body;
    expect(order).toMatchObject({ status: 'dikirim', expedition: [{ delivery_receipt: 'JP123' }] });
    expect((await lastMailTo(app, SEED.buyerEmail)).text).toContain('JP123');
  });

  it('rejects an unpaid order, giving the stock back, and refuses a paid one', async () => {
    const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 3 }] })).body.data._id;
    await setOrderStatus(app, id, 'pembayaran-tertunda');
    expect((await put('/admin/transaction/reject', admin, { id })).status).toBe(200);
    expect(await orderStatus(app, id)).toBe('dibatalkan-admin');
    expect(await stockOf(app, board._id)).toBe(5);
    const paid = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).body.data._id;
    await setOrderStatus(app, paid, 'sudah-bayar');
    expect((await put('/admin/transaction/reject', admin, { id: paid })).status).toBe(409);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await put('/admin/transaction/approve', admin, { id: '0123456789abcdef01234567' })).status).toBe(404);
  });

  it('keeps the admin routes from buyers', async () => {
    expect((await json(app, { method: 'GET', url: '/api/admin/transaction', headers: buyer })).status).toBe(403);
    expect((await put('/admin/transaction/approve', buyer, { id: '0123456789abcdef01234567' })).status).toBe(403);
  });
});

describe("an order's history", () => {
  it('starts with menunggu-pembayaran at the creation time', async () => {
    const { body } = await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] });
    expect(body.data.history).toEqual([{ status: 'menunggu-pembayaran', at: body.data.created_at }]);
  });

  it('records the buyer cancelling, with its time, and nothing for a refused second cancel', async () => {
    const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).body.data._id;
    const before = Date.now();
    await put('/transaction/cancel', buyer, { id });
    await put('/transaction/cancel', buyer, { id });
    const history = await historyOf(id);
    expect(history).toMatchObject([{ status: 'menunggu-pembayaran' }, { status: 'dibatalkan-pembeli', note: 'Dibatalkan oleh pembeli' }]);
    expect(Date.parse(history![1].at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records the admin rejecting, in the admin list too', async () => {
    const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).body.data._id;
    await put('/admin/transaction/reject', admin, { id });
    const { body } = await json<Transaction[]>(app, { method: 'GET', url: '/api/admin/transaction', headers: admin });
    expect(body.find((t) => t._id === id)?.history.map((h) => [h.status, h.note])).toEqual([
      ['menunggu-pembayaran', undefined],
      ['dibatalkan-admin', 'Ditolak oleh admin'],
    ]);
  });

  it('records approval, shipping with courier, service and resi, and receipt, oldest first', async () => {
    const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }], courier: 'sicepat', service: 'REG' })).body.data._id;
    await setOrderStatus(app, id, 'sudah-bayar');
    await put('/admin/transaction/approve', admin, { id });
    await put('/admin/transaction/send', admin, { id, resi: 'SCP0042' });
    await put('/transaction/done', buyer, { id });
    const history = (await historyOf(id))!;
    expect(history.map((h) => [h.status, h.note])).toEqual([
      ['menunggu-pembayaran', undefined],
      ['diproses', 'Diproses oleh admin'],
      ['dikirim', 'SICEPAT REG · resi SCP0042'],
      ['selesai', 'Diterima oleh pembeli'],
    ]);
    const times = history.map((h) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
