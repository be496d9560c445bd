import type { FastifyInstance } from 'fastify';
import { type PaymentDetail, type PaymentStart, type SimulatorResult, type Transaction } from '@pcb/contract';
import { orderNumber } from '@pcb/contract/domain';
import { notificationSignature } from '../src/providers/payments/signature';
import { bearer, json, lastMailTo, newVerifiedBuyer, SEED, useTestScene } from './helpers';
import { approvedAssembly, orderScene, orderStatus, placeOrder, requestStatus, setOrderStatus, stockOf, type TestProduct } from './orders';

const scene = useTestScene(orderScene);
let app: FastifyInstance, buyer: Record<string, string>, admin: Record<string, string>, board: TestProduct;
beforeEach(() => ({ app, buyer, admin, board } = scene()));

const SIMULATOR = '/api/service/payments/simulator';
const startPayment = (transactionId: unknown, headers = buyer) =>
  json<PaymentStart & { error?: string }>(app, { method: 'POST', url: '/api/service/payments/create-payment', headers, payload: { transactionId } });
const continuePayment = (transactionId: unknown, headers = buyer) =>
  json<{ message: string; token: string }>(app, { method: 'POST', url: '/api/service/payments/continue-payment', headers, payload: { transactionId } });
const choose = (token: string, action: string) => json<SimulatorResult>(app, { method: 'POST', url: `${SIMULATOR}/pay/${token}`, payload: { action } });
const notify = (payload: object) => json<{ message: string }>(app, { method: 'POST', url: '/api/service/payments/midtrans/notification', payload });

async function historyOf(id: string) {
  const orders = (await json<Transaction[]>(app, { method: 'GET', url: '/api/transaction', headers: buyer })).body;
  return orders.find((t) => t._id === id)?.history ?? [];
}

/** `pcb_orders_settled_after_expiry_total`: money that arrived for an order that had ended unpaid. */
const refundsNeeded = async () => (await app.metrics.settledAfterExpiry.get()).values[0]?.value ?? 0;

const paymentDetail = (id: string, headers = admin) => json<PaymentDetail>(app, { method: 'GET', url: `/api/admin/payment-detail/${id}`, headers });

async function standardOrder(quantity = 2): Promise<string> {
  return (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity }] })).body.data._id;
}

/** A notification signed with the configured key, as the provider sends it. */
async function signed(transactionId: string, transaction_status: string, status_code: string, extra: object = {}) {
  const [payment] = await app.db.query<{ order_id: string; amount: number }>(`SELECT order_id, amount FROM payments WHERE transaction_id = $1`, [
    transactionId,
  ]);
  const gross_amount = `${payment.amount}.00`;
  return {
    order_id: payment.order_id,
    transaction_status,
    status_code,
    gross_amount,
    payment_type: 'qris',
    fraud_status: 'accept',
    signature_key: notificationSignature(payment.order_id, status_code, gross_amount, app.config.payments.serverKey),
    ...extra,
  };
}

describe('cancelling an order whose payment is pending', () => {
  it('cancels it, gives the stock back and voids the payment, so a late signed settlement pays nothing', async () => {
    const id = await standardOrder(2);
    await startPayment(id);
    expect(await json(app, { method: 'PUT', url: '/api/transaction/cancel', headers: buyer, payload: { id } })).toMatchObject({
      status: 200,
      body: { message: 'Transaction has been canceled' },
    });
    expect(await stockOf(app, board._id)).toBe(5);
    expect((await paymentDetail(id)).body.status).toBe('cancel');

    const refundsBefore = await refundsNeeded();
    const late = await notify(await signed(id, 'settlement', '200'));
    expect(late).toMatchObject({ status: 200, body: { message: 'Payment status ignored' } });
    expect(await refundsNeeded()).toBe(refundsBefore + 1);
    expect(await orderStatus(app, id)).toBe('dibatalkan-pembeli');
    expect(await stockOf(app, board._id)).toBe(5);
    const detail = (await paymentDetail(id)).body;
    expect(detail).toMatchObject({ status: 'cancel', transaction_status: 'dibatalkan-pembeli' });
    expect(detail.notifications.map((n) => n.transaction_status)).toEqual(['settlement']);
  });

  it('has the simulator refuse to take money for the cancelled payment', async () => {
    const id = await standardOrder(2);
    const { token } = (await startPayment(id)).body;
    await json(app, { method: 'PUT', url: '/api/transaction/cancel', headers: buyer, payload: { id } });
    expect(await choose(token, 'pay')).toMatchObject({ status: 409, body: { message: 'Pembayaran sudah dibatalkan' } });
    expect(await orderStatus(app, id)).toBe('dibatalkan-pembeli');
  });

  it('cancels a failed order that still holds its stock', async () => {
    const id = await standardOrder(2);
    await choose((await startPayment(id)).body.token, 'fail');
    expect((await json(app, { method: 'PUT', url: '/api/transaction/cancel', headers: buyer, payload: { id } })).status).toBe(200);
    expect(await orderStatus(app, id)).toBe('dibatalkan-pembeli');
    expect(await stockOf(app, board._id)).toBe(5);
  });
});

describe('starting a payment', () => {
  it("answers 201 with a Snap token for the server's total and moves the order to pembayaran-tertunda", async () => {
    const id = await standardOrder();
    const { status, body } = await startPayment(id);
    expect(status).toBe(201);
    expect(body).toMatchObject({ message: 'Payment created successfully', hasPaymentUrl: false, status: 'pembayaran-tertunda' });
    expect(body.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.redirect_url).toBe(`http://127.0.0.1:3000/bff/api/service/payments/simulator/pay/${body.token}`);
    expect(await orderStatus(app, id)).toBe('pembayaran-tertunda');
    const order = await json<{ order_id: string; gross_amount: number }>(app, { method: 'GET', url: `${SIMULATOR}/orders/${body.token}` });
    const [transaction] = await app.db.query<{ total_payment: number }>(`SELECT total_payment FROM transactions WHERE id = $1`, [id]);
    expect(order.body).toEqual({ order_id: `COE-${id}-1`, gross_amount: Number(transaction.total_payment) });
  });

  it('answers 200 with the same token while that payment is pending, and continue-payment gives it too', async () => {
    const id = await standardOrder();
    const first = (await startPayment(id)).body;
    expect(await startPayment(id)).toMatchObject({ status: 200, body: { message: 'Transaction already exists', token: first.token } });
    expect(await continuePayment(id)).toMatchObject({ status: 200, body: { message: 'Continue payment', token: first.token } });
  });

  it('gives two clicks at the same moment one payment: one 201, one 200 with the same token, never a 500', async () => {
    const id = await standardOrder();
    const answers = await Promise.all([startPayment(id), startPayment(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0].body.token).toBe(answers[1].body.token);
    expect(await app.db.query(`SELECT 1 FROM payments WHERE transaction_id = $1`, [id])).toHaveLength(1);
  });

  it('answers 404 Data pembayaran tidak ditemukan when continuing an order never paid', async () => {
    expect(await continuePayment(await standardOrder())).toMatchObject({ status: 404, body: { message: 'Data pembayaran tidak ditemukan' } });
  });

  it("answers 404 for another buyer's order on create and continue, and 400 without an id", async () => {
    const id = await standardOrder();
    await startPayment(id);
    const other = bearer(await newVerifiedBuyer(app, 'pengintip'));
    expect(await startPayment(id, other)).toMatchObject({ status: 404, body: { message: 'Transaction not found' } });
    expect((await continuePayment(id, other)).status).toBe(404);
    expect(await startPayment(undefined)).toMatchObject({ status: 400, body: { message: 'Transaction ID is required' } });
  });

  it('refuses to pay an order that is not unpaid', async () => {
    const id = await standardOrder();
    await setOrderStatus(app, id, 'dibatalkan-pembeli');
    expect((await startPayment(id)).status).toBe(409);
  });
});

describe('the simulator and the notification handler', () => {
  it('takes a standard order from payment to completion', async () => {
    const id = await standardOrder(2);
    const { token } = (await startPayment(id)).body;
    const paid = await choose(token, 'pay');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ transaction_status: 'settlement', status_code: '200', order_id: `COE-${id}-1` });
    expect(paid.body.finish_redirect_url).toBe(`http://127.0.0.1:3000/transaksi?order_id=COE-${id}-1&status_code=200&transaction_status=settlement`);
    expect(await orderStatus(app, id)).toBe('sudah-bayar');
    const paidMail = await lastMailTo(app, SEED.buyerEmail);
    expect(paidMail.subject).toBe('Pembayaran pesanan diterima');
    expect(paidMail.text).toContain(`Pembayaran pesanan ${orderNumber(id)} sebesar`);
    const [payment] = await app.db.query<{ status: string; payment_method: string }>(`SELECT status, payment_method FROM payments WHERE transaction_id = $1`, [
      id,
    ]);
    expect(payment).toEqual({ status: 'settlement', payment_method: 'bank_transfer' });

    const put = (url: string, headers: Record<string, string>, payload: object) => app.inject({ method: 'PUT', url: `/api${url}`, headers, payload });
    expect((await put('/admin/transaction/approve', admin, { id })).statusCode).toBe(200);
    expect((await put('/admin/transaction/send', admin, { id, resi: 'JNE0001' })).statusCode).toBe(200);
    expect((await put('/transaction/done', buyer, { id })).statusCode).toBe(200);
    expect(await orderStatus(app, id)).toBe('selesai');
    expect(await stockOf(app, board._id)).toBe(3);

    for (const [url, headers] of [
      ['/api/transaction', buyer],
      ['/api/admin/transaction', admin],
    ] as const) {
      const orders = (await json<Transaction[]>(app, { method: 'GET', url, headers })).body;
      expect(orders.find((t) => t._id === id)?.history.map((h) => [h.status, h.note])).toEqual([
        ['menunggu-pembayaran', undefined],
        ['pembayaran-tertunda', 'Pembayaran dimulai'],
        ['sudah-bayar', 'Pembayaran diterima · Transfer Bank'],
        ['diproses', 'Diproses oleh admin'],
        ['dikirim', 'JNE REG · resi JNE0001'],
        ['selesai', 'Diterima oleh pembeli'],
      ]);
    }
  });

  it('takes a custom order from payment to completion', async () => {
    const requestId = await approvedAssembly(app, buyer, admin);
    const id = (await placeOrder(app, buyer, { assembly: requestId })).body.data._id;
    await choose((await startPayment(id)).body.token, 'pay');
    const put = (url: string, headers: Record<string, string>, payload: object) => app.inject({ method: 'PUT', url: `/api${url}`, headers, payload });
    await put('/admin/transaction/approve', admin, { id });
    await put('/admin/transaction/send', admin, { id, resi: 'SCP42' });
    await put('/transaction/done', buyer, { id });
    expect(await orderStatus(app, id)).toBe('selesai');
    expect(await requestStatus(app, requestId)).toBe('sudah-checkout');
  });

  it('keeps the order unpaid when the payer picks pending, and closing sends nothing', async () => {
    const id = await standardOrder();
    const { token } = (await startPayment(id)).body;
    expect((await choose(token, 'close')).body.transaction_status).toBe('pending');
    expect((await choose(token, 'pending')).body.transaction_status).toBe('pending');
    expect(await orderStatus(app, id)).toBe('pembayaran-tertunda');
    expect(await stockOf(app, board._id)).toBe(3);
  });

  it('refuses a wrong signature with 403 and changes nothing', async () => {
    const id = await standardOrder();
    await startPayment(id);
    const forged = { ...(await signed(id, 'settlement', '200')), signature_key: 'f'.repeat(128) };
    expect(await notify(forged)).toMatchObject({ status: 403, body: { message: 'Invalid signature' } });
    const missing = { ...(await signed(id, 'settlement', '200')), signature_key: undefined };
    expect((await notify(missing)).status).toBe(403);
    // Signed for another amount: the signature no longer matches what was sent.
    expect((await notify({ ...(await signed(id, 'settlement', '200')), gross_amount: '1.00' })).status).toBe(403);
    expect(await orderStatus(app, id)).toBe('pembayaran-tertunda');
  });

  it('changes nothing on a duplicate settlement', async () => {
    const id = await standardOrder(2);
    await startPayment(id);
    const settlement = await signed(id, 'settlement', '200');
    expect(await notify(settlement)).toMatchObject({ status: 200, body: { message: 'Payment status updated' } });
    expect(await notify(settlement)).toMatchObject({ status: 200, body: { message: 'Payment status unchanged' } });
    expect(await orderStatus(app, id)).toBe('sudah-bayar');
    expect(await stockOf(app, board._id)).toBe(3);
    const { body } = await json<{ to: string }[]>(app, { method: 'GET', url: '/api/dev/outbox' });
    expect(body.filter((m) => m.to === SEED.buyerEmail)).toHaveLength(1);
  });

  it('changes the order once and queues one mail when the same settlement arrives ten times at once', async () => {
    const id = await standardOrder(2);
    await startPayment(id);
    const settlement = await signed(id, 'settlement', '200');
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(settlement)));
    expect(answers.map((a) => a.body.message).sort()).toEqual([...Array(9).fill('Payment status unchanged'), 'Payment status updated']);
    expect(await stockOf(app, board._id)).toBe(3);
    const history = await app.db.query(`SELECT 1 FROM transaction_history WHERE transaction_id = $1 AND status = 'sudah-bayar'`, [id]);
    expect(history).toHaveLength(1);
    expect(await app.db.query(`SELECT dedupe_key FROM outbox WHERE to_address = $1`, [SEED.buyerEmail])).toEqual([{ dedupe_key: `order:${id}:sudah-bayar` }]);
  });

  it('ignores a late pending after settlement', async () => {
    const id = await standardOrder();
    await startPayment(id);
    await notify(await signed(id, 'settlement', '200'));
    expect(await notify(await signed(id, 'pending', '201'))).toMatchObject({ status: 200, body: { message: 'Payment status unchanged' } });
    expect(await orderStatus(app, id)).toBe('sudah-bayar');
    const [payment] = await app.db.query<{ status: string }>(`SELECT status FROM payments WHERE transaction_id = $1`, [id]);
    expect(payment.status).toBe('settlement');
  });

  it('leaves an order that ended unpaid alone when a settlement arrives late', async () => {
    const id = await standardOrder(2);
    await startPayment(id);
    await notify(await signed(id, 'expire', '407'));
    const refundsBefore = await refundsNeeded();
    expect(await notify(await signed(id, 'settlement', '200'))).toMatchObject({ status: 200, body: { message: 'Payment status unchanged' } });
    expect(await orderStatus(app, id)).toBe('pembayaran-kadarluarsa');
    expect(await refundsNeeded()).toBe(refundsBefore + 1);
    expect(await stockOf(app, board._id)).toBe(5);
  });

  it('waits on a capture the fraud check has not accepted', async () => {
    const id = await standardOrder();
    await startPayment(id);
    const challenged = await signed(id, 'capture', '201', { fraud_status: 'challenge' });
    expect(await notify(challenged)).toMatchObject({ status: 200, body: { message: 'Pembayaran memerlukan verifikasi lebih lanjut' } });
    expect(await orderStatus(app, id)).toBe('pembayaran-tertunda');
    await notify(await signed(id, 'capture', '200'));
    expect(await orderStatus(app, id)).toBe('sudah-bayar');
  });

  it.each([
    ['cancel', '200', 'dibatalkan-admin'],
    ['expire', '407', 'pembayaran-kadarluarsa'],
  ])('ends the order on %s (status code %s) as %s and gives stock and custom request back', async (transactionStatus, code, ending) => {
    const id = await standardOrder(2);
    await startPayment(id);
    expect((await notify(await signed(id, transactionStatus, code))).status).toBe(200);
    expect(await orderStatus(app, id)).toBe(ending);
    expect(await stockOf(app, board._id)).toBe(5);
    expect((await historyOf(id)).at(-1)).toMatchObject({ status: ending, note: expect.stringMatching(/penyedia pembayaran · QRIS$/) });

    const requestId = await approvedAssembly(app, buyer, admin);
    const custom = (await placeOrder(app, buyer, { assembly: requestId })).body.data._id;
    await startPayment(custom);
    await notify(await signed(custom, transactionStatus, code));
    expect(await requestStatus(app, requestId)).toBe('disetujui');
  });

  it('marks the order gagal on deny and keeps its stock until the deadline, so the buyer can pay again', async () => {
    const id = await standardOrder(2);
    await startPayment(id);
    expect((await notify(await signed(id, 'deny', '202'))).status).toBe(200);
    expect(await orderStatus(app, id)).toBe('gagal');
    expect(await stockOf(app, board._id)).toBe(3);
    expect((await historyOf(id)).at(-1)).toMatchObject({ status: 'gagal', note: 'Pembayaran ditolak penyedia pembayaran · QRIS' });
  });

  it('starts a new attempt for a failed order, which the provider can then settle', async () => {
    const id = await standardOrder(2);
    const first = (await startPayment(id)).body;
    expect((await choose(first.token, 'fail')).body.transaction_status).toBe('deny');
    expect(await orderStatus(app, id)).toBe('gagal');

    const again = await startPayment(id);
    expect(again).toMatchObject({ status: 201, body: { message: 'Payment created successfully', status: 'pembayaran-tertunda' } });
    expect(again.body.token).not.toBe(first.token);
    expect((await json<{ order_id: string }>(app, { method: 'GET', url: `${SIMULATOR}/orders/${again.body.token}` })).body.order_id).toBe(`COE-${id}-2`);
    await choose(again.body.token, 'pay');
    expect(await orderStatus(app, id)).toBe('sudah-bayar');
    expect(await stockOf(app, board._id)).toBe(3);
  });

  it('refuses to pay a failed order whose stock went back at its deadline (409)', async () => {
    const id = await standardOrder(2);
    await choose((await startPayment(id)).body.token, 'fail');
    await app.db.query(`UPDATE transactions SET stock_released = true WHERE id = $1`, [id]);
    expect(await startPayment(id)).toMatchObject({ status: 409, body: { message: 'Transaksi berstatus gagal tidak dapat dibayar' } });
  });

  it("accepts Midtrans' documented notification body, extra fields included", async () => {
    const id = await standardOrder();
    await startPayment(id);
    const documented = await signed(id, 'settlement', '200', {
      transaction_time: '2024-06-01 10:00:00',
      settlement_time: '2024-06-01 10:01:12',
      transaction_id: '513f1f01-c9da-474c-9fc9-d5c64364b709',
      status_message: 'midtrans payment notification',
      merchant_id: 'G141532850',
      currency: 'IDR',
      payment_type: 'bank_transfer',
      va_numbers: [{ va_number: '99000000000', bank: 'bca' }],
      payment_amounts: [],
      expiry_time: '2024-06-02 10:00:00',
    });
    expect(await notify(documented)).toMatchObject({ status: 200, body: { message: 'Payment status updated' } });
    const [payment] = await app.db.query<{ payment_method: string; transaction_time: Date }>(
      `SELECT payment_method, transaction_time FROM payments WHERE transaction_id = $1`,
      [id],
    );
    expect(payment.payment_method).toBe('bank_transfer');
    expect(new Date(payment.transaction_time).toISOString()).toBe('2024-06-01T03:01:12.000Z');
  });

  it('answers 404 for an unknown order id', async () => {
    const order_id = 'COE-unknown-1';
    const payload = {
      order_id,
      status_code: '200',
      gross_amount: '1.00',
      transaction_status: 'settlement',
      signature_key: notificationSignature(order_id, '200', '1.00', app.config.payments.serverKey),
    };
    expect(await notify(payload)).toMatchObject({ status: 404, body: { message: 'Pembayaran tidak ditemukan' } });
  });
});

describe('the payment detail for the back-office', () => {
  it('shows order number, buyer, amount, method, provider ids and every notification received, by payment or by order id', async () => {
    const id = await standardOrder(2);
    const { token } = (await startPayment(id)).body;
    await choose(token, 'pending');
    await choose(token, 'pay');
    const [payment] = await app.db.query<{ id: string; amount: string }>(`SELECT id, amount FROM payments WHERE transaction_id = $1`, [id]);
    const { status, body } = await paymentDetail(payment.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: payment.id,
      order_id: `COE-${id}-1`,
      transaction_id: id,
      transaction_status: 'sudah-bayar',
      buyer: { username: 'budi', name: 'Budi Santoso', email: SEED.buyerEmail, phone: '081234567890' },
      amount: Number(payment.amount),
      payment_method: 'bank_transfer',
      status: 'settlement',
    });
    expect(body.notifications.map((n) => [n.transaction_status, n.status_code, n.payment_type, n.gross_amount, n.fraud_status])).toEqual([
      ['pending', '201', 'bank_transfer', `${payment.amount}.00`, null],
      ['settlement', '200', 'bank_transfer', `${payment.amount}.00`, 'accept'],
    ]);
    expect(body.provider_transaction_id).toBe(body.notifications[1].transaction_id);
    expect(body.provider_transaction_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(body.notifications[0].received_at))).toBe(false);
    expect((await paymentDetail(id)).body).toEqual(body);
  });

  it('records a pending notification for an order already pending as no step of its own', async () => {
    const id = await standardOrder();
    const { token } = (await startPayment(id)).body;
    await choose(token, 'pending');
    await choose(token, 'pending');
    expect((await historyOf(id)).map((h) => h.status)).toEqual(['menunggu-pembayaran', 'pembayaran-tertunda']);
    expect((await paymentDetail(id)).body.notifications).toHaveLength(2);
  });

  it('keeps a notification that changed nothing, but not a forged one', async () => {
    const id = await standardOrder();
    await startPayment(id);
    await notify({ ...(await signed(id, 'settlement', '200')), signature_key: 'f'.repeat(128) });
    await notify(await signed(id, 'capture', '201', { fraud_status: 'challenge' }));
    const { body } = await paymentDetail(id);
    expect(body.notifications.map((n) => [n.transaction_status, n.fraud_status])).toEqual([['capture', 'challenge']]);
    expect(body).toMatchObject({ status: 'pending', payment_method: null, provider_transaction_id: null });
  });

  it('answers 404 for an order never paid or an unknown id, and is for admins only', async () => {
    const id = await standardOrder();
    expect(await paymentDetail(id)).toMatchObject({ status: 404, body: { message: 'Pembayaran tidak ditemukan' } });
    expect((await paymentDetail('nope')).status).toBe(400);
    await startPayment(id);
    expect((await paymentDetail(id, buyer)).status).toBe(403);
  });

  it("names the order's newest payment in the admin's order list, and none before paying", async () => {
    const id = await standardOrder();
    const paymentIdIn = async () =>
      (await json<Transaction[]>(app, { method: 'GET', url: '/api/admin/transaction', headers: admin })).body.find((t) => t._id === id)?.payment_id;
    expect(await paymentIdIn()).toBeUndefined();
    await startPayment(id);
    const [payment] = await app.db.query<{ id: string }>(`SELECT id FROM payments WHERE transaction_id = $1`, [id]);
    expect(await paymentIdIn()).toBe(payment.id);
  });
});

describe('the simulator for the browser', () => {
  it('serves snap.js, which defines window.snap.pay', async () => {
    const response = await app.inject({ method: 'GET', url: `${SIMULATOR}/snap.js` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.body).toContain('window.snap = { pay: pay }');
  });

  it('serves the payment page of a known token, loading snap.js in full-page mode, and 404 otherwise', async () => {
    const { token } = (await startPayment(await standardOrder())).body;
    const page = await app.inject({ method: 'GET', url: `${SIMULATOR}/pay/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`<script src="../snap.js" data-redirect-token="${token}"></script>`);
    const unknown = await app.inject({ method: 'GET', url: `${SIMULATOR}/pay/00000000-0000-4000-8000-000000000000` });
    expect(unknown.statusCode).toBe(404);
  });
});
