import type { FastifyInstance } from 'fastify';
import { adminToken, bearer, buyerToken, json, lastMailTo, SEED, useTestApp } from './helpers';
import { ASSEMBLY_FORM, approvedAssembly, placeOrder, productWith, setOrderStatus } from './orders';

const testApp = useTestApp();
let app: FastifyInstance;
let buyer: Record<string, string>;
let admin: Record<string, string>;
beforeEach(async () => {
  app = testApp();
  buyer = bearer(await buyerToken(app));
  admin = bearer(await adminToken(app));
});

const get = <T>(path: string, headers = admin) => json<T>(app, { method: 'GET', url: `/api/admin/dashboard/${path}`, headers });

interface Payment {
  order_id: string;
  payment_method: string | null;
  amount: number;
  transaction_id: { _id: string; id_user: { name: string; phone: string } };
}

async function order(quantity: number, status: string): Promise<{ id: string; total: number }> {
  const board = await productWith(app, 0, { stock: 50 });
  const { body } = await placeOrder(app, buyer, { standart: [{ id: board._id, quantity }] });
  await setOrderStatus(app, body.data._id, status);
  return { id: body.data._id, total: body.data.total_payment };
}

describe('the admin dashboard', () => {
  it('answers 200 with empty lists and zero revenue when nothing happened yet', async () => {
    expect(await get('transaksi')).toMatchObject({ status: 200, body: { transactions: [], totalPayment: 0 } });
    expect(await get('payment')).toMatchObject({ status: 200, body: [] });
    expect(await get('total-request-costom')).toMatchObject({ status: 200, body: { totalDataCount: 0 } });
  });

  it('counts the custom requests waiting in admin-review only', async () => {
    await approvedAssembly(app, buyer, admin);
    await json(app, { method: 'POST', url: '/api/costom-assembly/request-costom', headers: buyer, payload: ASSEMBLY_FORM });
    const waiting = (await json<{ data: { _id: string } }>(app, { method: 'POST', url: '/api/costom-assembly/request-costom', headers: buyer, payload: ASSEMBLY_FORM })).body.data._id;
    await app.db.query(`UPDATE custom_requests SET status = 'admin-review' WHERE id = $1`, [waiting]);
    expect((await get<{ totalDataCount: number }>('total-request-costom')).body.totalDataCount).toBe(1);
  });

  it('lists every order newest first with the revenue of paid, processed, shipped and finished orders', async () => {
    const paid = await order(1, 'sudah-bayar');
    const processed = await order(2, 'diproses');
    const shipped = await order(1, 'dikirim');
    const done = await order(3, 'selesai');
    const unpaid = await order(1, 'menunggu-pembayaran');
    const failed = await order(1, 'gagal');
    const { body } = await get<{ transactions: { _id: string; id_user: { name: string } }[]; totalPayment: number }>('transaksi');
    expect(body.transactions.map((t) => t._id)).toEqual([failed, unpaid, done, shipped, processed, paid].map((o) => o.id));
    expect(body.transactions[0].id_user.name).toBe('Budi Santoso');
    expect(body.totalPayment).toBe(paid.total + processed.total + shipped.total + done.total);
  });

  it('lists payments newest first with the buyer name and phone', async () => {
    const first = await order(1, 'menunggu-pembayaran');
    const second = await order(2, 'menunggu-pembayaran');
    for (const { id } of [first, second]) {
      await app.inject({ method: 'POST', url: '/api/service/payments/create-payment', headers: buyer, payload: { transactionId: id } });
    }
    const { status, body } = await get<Payment[]>('payment');
    expect(status).toBe(200);
    expect(body.map((p) => p.transaction_id._id)).toEqual([second.id, first.id]);
    expect(body[0]).toMatchObject({ payment_method: null, amount: second.total, transaction_id: { id_user: { name: 'Budi Santoso', phone: '081234567890' } } });
  });

  it('is for admins only', async () => {
    expect((await get('transaksi', buyer)).status).toBe(403);
    expect((await json(app, { method: 'GET', url: '/api/admin/dashboard/payment' })).status).toBe(401);
  });
});

describe('mail to the buyer about custom requests', () => {
  it('tells the buyer a request was approved', async () => {
    await approvedAssembly(app, buyer, admin);
    const mail = await lastMailTo(app, SEED.buyerEmail);
    expect(mail.subject).toBe('Request custom Anda disetujui');
    expect(mail.text).toContain('Costom Assembly');
  });

  it('tells the buyer a request was rejected, with the reason', async () => {
    const id = (await json<{ data: { _id: string } }>(app, { method: 'POST', url: '/api/costom-assembly/request-costom', headers: buyer, payload: ASSEMBLY_FORM })).body.data._id;
    await app.db.query(`UPDATE custom_requests SET status = 'admin-review' WHERE id = $1`, [id]);
    await app.inject({ method: 'PUT', url: `/api/admin/request-custom-assembly/${id}/reject`, headers: admin, payload: { reason: 'Desain tidak terbaca' } });
    const mail = await lastMailTo(app, SEED.buyerEmail);
    expect(mail.subject).toBe('Request custom Anda ditolak');
    expect(mail.text).toContain('Desain tidak terbaca');
  });
});
