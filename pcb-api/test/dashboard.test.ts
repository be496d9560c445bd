import type { FastifyInstance } from 'fastify';
import { REQUEST_STATUSES, TRANSACTION_STATUSES, type RevenueSeries, type StatusCounts } from '@pcb/contract';
import { calendarKeys } from '../src/modules/dashboard/calendar';
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

/** Every status in the contract's order, each counted 0 but those given. */
const countsOf = (statuses: readonly string[], counted: Record<string, number>) => statuses.map((status) => ({ status, count: counted[status] ?? 0 }));

describe('the admin dashboard', () => {
  it('answers 200 with empty lists and zero revenue when nothing happened yet', async () => {
    expect(await get('transaksi')).toMatchObject({ status: 200, body: { transactions: [], totalPayment: 0 } });
    expect(await get('payment')).toMatchObject({ status: 200, body: [] });
    expect(await get('total-request-costom')).toMatchObject({ status: 200, body: { totalDataCount: 0 } });
  });

  it('counts the custom requests waiting in admin-review only', async () => {
    await approvedAssembly(app, buyer, admin);
    await json(app, { method: 'POST', url: '/api/costom-assembly/request-costom', headers: buyer, payload: ASSEMBLY_FORM });
    const waiting = (
      await json<{ data: { _id: string } }>(app, { method: 'POST', url: '/api/costom-assembly/request-costom', headers: buyer, payload: ASSEMBLY_FORM })
    ).body.data._id;
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

  it.each(['transaksi', 'payment', 'total-request-costom', 'revenue', 'status-counts'])('answers %s to admins only', async (path) => {
    expect((await get(path, buyer)).status).toBe(403);
    expect((await get(path, {})).status).toBe(401);
  });
});

/** Moves an order to `status`, with the history line of the moment it was paid. */
async function paidAt(id: string, at: Date, status = 'sudah-bayar'): Promise<void> {
  await setOrderStatus(app, id, status);
  await app.db.query(`INSERT INTO transaction_history (transaction_id, status, at) VALUES ($1, 'sudah-bayar', $2)`, [id, at]);
}

const DAY = 86_400_000;
const jakartaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

describe('the revenue chart', () => {
  it('answers the last 30 Asia/Jakarta days, oldest first, zeros included, each paid order once on the day it was paid', async () => {
    const today = jakartaToday();
    const midnight = new Date(`${today}T00:00:00+07:00`);
    const earlyToday = await order(1, 'menunggu-pembayaran');
    await paidAt(earlyToday.id, new Date(midnight.getTime() + 60_000));
    const lateYesterday = await order(2, 'menunggu-pembayaran');
    await paidAt(lateYesterday.id, new Date(midnight.getTime() - 60_000), 'selesai');
    await app.db.query(`INSERT INTO transaction_history (transaction_id, status, at) VALUES ($1, 'dikirim', now())`, [lateYesterday.id]);
    await paidAt((await order(1, 'menunggu-pembayaran')).id, new Date(Date.now() - 45 * DAY));
    await order(1, 'gagal');

    const { status, body } = await get<RevenueSeries>('revenue?period=day');
    expect(status).toBe(200);
    expect(body).toMatchObject({ period: 'day', timeZone: 'Asia/Jakarta' });
    expect(body.points).toHaveLength(30);
    expect(body.points.at(-1)).toEqual({ date: today, total: earlyToday.total, orders: 1 });
    expect(body.points.at(-2)).toEqual({ date: calendarKeys('day', new Date(midnight.getTime() - 60_000)).at(-1), total: lateYesterday.total, orders: 1 });
    expect(body.points.slice(0, -2).every((p) => p.total === 0 && p.orders === 0)).toBe(true);
  });

  it('takes the day when no period is given', async () => {
    expect((await get<RevenueSeries>('revenue')).body).toMatchObject({ period: 'day', points: expect.any(Array) });
  });

  it('answers the last 12 months, adding up to Total pendapatan', async () => {
    for (const daysAgo of [0, 40, 100]) await paidAt((await order(1, 'menunggu-pembayaran')).id, new Date(Date.now() - daysAgo * DAY), 'diproses');
    await order(1, 'diproses');
    const { body } = await get<RevenueSeries>('revenue?period=month');
    expect(body.period).toBe('month');
    expect(body.points.map((p) => p.date)).toEqual(calendarKeys('month', new Date()));
    expect(body.points.at(-1)?.date).toBe(jakartaToday().slice(0, 7));
    const sum = body.points.reduce((total, p) => total + p.total, 0);
    expect(sum).toBe((await get<{ totalPayment: number }>('transaksi')).body.totalPayment);
    expect(body.points.reduce((count, p) => count + p.orders, 0)).toBe(4);
  });

  it('refuses any other period with 400', async () => {
    expect(await get('revenue?period=week')).toMatchObject({
      status: 400,
      body: { message: 'period must be day or month', errors: [{ msg: 'period must be day or month', path: 'period', location: 'query' }] },
    });
  });
});

describe('calendar keys', () => {
  it('counts days in Asia/Jakarta: 18:30 UTC is already the next day there', () => {
    const keys = calendarKeys('day', new Date('2026-03-01T18:30:00Z'));
    expect(keys).toHaveLength(30);
    expect([keys[0], keys.at(-1)]).toEqual(['2026-02-01', '2026-03-02']);
  });

  it('counts 12 months back across the new year', () => {
    const keys = calendarKeys('month', new Date('2026-01-15T00:00:00Z'));
    expect([keys.length, keys[0], keys.at(-1)]).toEqual([12, '2025-02', '2026-01']);
  });
});

describe('the status counts', () => {
  it('lists every order and custom request status in lifecycle order, with zeros', async () => {
    await order(1, 'dikirim');
    await order(1, 'dikirim');
    await order(1, 'menunggu-pembayaran');
    await approvedAssembly(app, buyer, admin);
    await json(app, { method: 'POST', url: '/api/costom-assembly/request-costom', headers: buyer, payload: ASSEMBLY_FORM });
    const { status, body } = await get<StatusCounts>('status-counts');
    expect(status).toBe(200);
    expect(body.transactions).toEqual(countsOf(TRANSACTION_STATUSES, { 'menunggu-pembayaran': 1, dikirim: 2 }));
    expect(body.customRequests).toEqual(countsOf(REQUEST_STATUSES, { 'menunggu-pengajuan': 1, disetujui: 1 }));
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
    const id = (
      await json<{ data: { _id: string } }>(app, { method: 'POST', url: '/api/costom-assembly/request-costom', headers: buyer, payload: ASSEMBLY_FORM })
    ).body.data._id;
    await app.db.query(`UPDATE custom_requests SET status = 'admin-review' WHERE id = $1`, [id]);
    await app.inject({ method: 'PUT', url: `/api/admin/request-custom-assembly/${id}/reject`, headers: admin, payload: { reason: 'Desain tidak terbaca' } });
    const mail = await lastMailTo(app, SEED.buyerEmail);
    expect(mail.subject).toBe('Request custom Anda ditolak');
    expect(mail.text).toContain('Desain tidak terbaca');
  });
});
