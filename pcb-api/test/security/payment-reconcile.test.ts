import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { RECONCILED_NOTE } from '../../src/modules/payments/service';
import { midtransGateway } from '../../src/providers/payments/midtrans';
import { simulatedNotification, simulatorGateway } from '../../src/providers/payments/simulator';
import { PaymentUnavailable } from '../../src/providers/payments/types';
import { notificationSignature } from '../../src/providers/payments/signature';
import { closeTestApp, createTestApp, json, useTestApp } from '../helpers';
import { orderScene, orderStatus, placeOrder, statusOnceExpired, stockOf } from '../orders';

/**
 * Issue 35 (review L1 residual) and issue 33: a replayed notification changes nothing and adds no row; a
 * captured `202 deny` replayed as `cancel` cannot end the order dibatalkan-admin; a payment whose
 * notification was lost (a restore) is found by asking the provider's status API, and never expired.
 */
const SIMULATOR = '/api/service/payments/simulator';

async function unpaidOrderWithPayment(app: FastifyInstance) {
  const { buyer, board } = await orderScene(app);
  const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 2 }] })).body.data._id;
  const { body } = await json<{ token: string }>(app, {
    method: 'POST',
    url: '/api/service/payments/create-payment',
    headers: buyer,
    payload: { transactionId: id },
  });
  return { id, board, token: body.token };
}

const notify = (app: FastifyInstance, payload: object) =>
  json<{ message: string }>(app, { method: 'POST', url: '/api/service/payments/midtrans/notification', payload });

/** Everything a notification may change: the order, its history, its stock, the payment and the notifications kept. */
async function footprint(app: FastifyInstance, id: string) {
  const one = async (sql: string) => (await app.db.query(sql, [id])).map((row) => JSON.stringify(row));
  return {
    order: await one(`SELECT status, stock_released, updated_at FROM transactions WHERE id = $1`),
    history: await one(`SELECT status, note FROM transaction_history WHERE transaction_id = $1 ORDER BY id`),
    payment: await one(`SELECT status, payment_method, transaction_time, updated_at FROM payments WHERE transaction_id = $1`),
    notifications: await one(`SELECT n.id FROM payment_notifications n JOIN payments p ON p.id = n.payment_id WHERE p.transaction_id = $1`),
    mails: (await app.db.query(`SELECT id FROM outbox`)).length,
  };
}

/** The payer's choice on the simulator as the provider keeps it, without the notification reaching the shop (lost in a restore). */
async function paidAtProviderOnly(app: FastifyInstance, token: string, action: 'pay' | 'fail' | 'pending' = 'pay') {
  const simulator = simulatorGateway(app.db, app.config.publicUrl, app.config.payments.serverKey);
  const order = await simulator.find(token);
  const notification = simulatedNotification(order!, action, app.config.payments.serverKey);
  await simulator.remember(notification);
  return notification;
}

describe('notifications that are replayed or doubtful', () => {
  const testApp = useTestApp();

  it.each(['pay', 'pending', 'fail'] as const)('a replayed %s notification changes nothing and adds no row', async (action) => {
    const app = testApp();
    const { id, token } = await unpaidOrderWithPayment(app);
    const captured = await paidAtProviderOnly(app, token, action);
    expect((await notify(app, captured)).status).toBe(200);
    const after = await footprint(app, id);
    for (let n = 0; n < 3; n += 1) expect(await notify(app, captured)).toMatchObject({ status: 200, body: { message: 'Payment status unchanged' } });
    expect(await footprint(app, id)).toEqual(after);
  });

  it('ten copies of one notification at once keep one row', async () => {
    const app = testApp();
    const { id, token } = await unpaidOrderWithPayment(app);
    const captured = await paidAtProviderOnly(app, token, 'pending');
    await Promise.all(Array.from({ length: 10 }, () => notify(app, captured)));
    expect((await footprint(app, id)).notifications).toHaveLength(1);
  });

  it('a captured 202 deny sent as cancel ahead of it leaves the order gagal, retryable, with its stock', async () => {
    const app = testApp();
    const { id, board, token } = await unpaidOrderWithPayment(app);
    const deny = await paidAtProviderOnly(app, token, 'fail');
    const answer = await notify(app, { ...deny, transaction_status: 'cancel', fraud_status: undefined });
    console.log(`deny sent as cancel: ${answer.status} "${answer.body.message}", order ${await orderStatus(app, id)}`);
    expect(await orderStatus(app, id)).toBe('gagal');
    expect(await stockOf(app, board._id)).toBe(3);
    expect((await notify(app, deny)).status).toBe(200);
    expect(await orderStatus(app, id)).toBe('gagal');
  });

  it('a 202 cancel the provider confirms still ends the order, noting it was checked with the provider', async () => {
    const app = testApp();
    const { id, token } = await unpaidOrderWithPayment(app);
    const pending = await paidAtProviderOnly(app, token, 'pending');
    await app.db.query(`UPDATE simulator_orders SET transaction_status = 'cancel', status_code = '202' WHERE token = $1`, [token]);
    const cancel = { ...pending, transaction_status: 'cancel', status_code: '202' };
    cancel.signature_key = notificationSignature(cancel.order_id, '202', cancel.gross_amount, app.config.payments.serverKey);
    expect(await notify(app, cancel)).toMatchObject({ status: 200, body: { message: 'Payment status checked with the provider' } });
    expect(await orderStatus(app, id)).toBe('dibatalkan-admin');
    const [last] = await app.db.query<{ note: string }>(`SELECT note FROM transaction_history WHERE transaction_id = $1 ORDER BY id DESC LIMIT 1`, [id]);
    expect(last.note.endsWith(RECONCILED_NOTE)).toBe(true);
  });
});

describe('reconciling with the status API', () => {
  const testApp = useTestApp();

  it('marks paid an order whose settlement never arrived, once, forward only', async () => {
    const app = testApp();
    const { id, token } = await unpaidOrderWithPayment(app);
    const untouched = await unpaidOrderWithPayment(app);
    await paidAtProviderOnly(app, token, 'pay');
    const { payments } = app;
    expect(await payments.reconcileUnpaid()).toEqual({ 'no payment': 0, unknown: 1, unreachable: 0, updated: 1, unchanged: 0 });
    expect(await orderStatus(app, id)).toBe('sudah-bayar');
    expect(await orderStatus(app, untouched.id)).toBe('pembayaran-tertunda');
    const after = await footprint(app, id);
    expect(after.history.at(-1)).toContain(RECONCILED_NOTE);
    expect(after.mails).toBe(1);
    // The settled order is no longer unpaid; a second run (or a late notification) changes nothing.
    expect(await payments.reconcileUnpaid()).toMatchObject({ updated: 0 });
    await paidAtProviderOnly(app, token, 'pending');
    expect(await payments.reconcileOrder(id)).toBe('unchanged');
    expect(await orderStatus(app, id)).toBe('sudah-bayar');
  });

  it("the simulator's status API answers Midtrans' client with the server key, and refuses another key", async () => {
    // An app of its own: this one listens on a port, and closing it is the only way to stop listening.
    const app = await createTestApp();
    const { token } = await unpaidOrderWithPayment(app);
    const paid = await paidAtProviderOnly(app, token, 'pay');
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${SIMULATOR}`;
      const client = (serverKey: string) => midtransGateway({ snapUrl: apiUrl, apiUrl, serverKey });
      const status = await client(app.config.payments.serverKey).status(paid.order_id);
      expect(status).toMatchObject({ order_id: paid.order_id, transaction_status: 'settlement', status_code: '200', signature_key: paid.signature_key });
      expect(await client(app.config.payments.serverKey).status('COE-unknown-1')).toBeNull();
      await expect(client('another key').status(paid.order_id)).rejects.toBeInstanceOf(PaymentUnavailable);
    } finally {
      await closeTestApp(app);
    }
  });
});

/** Waits past a 2-second payment window, while the expiry job looks every second. */
const pastDeadline = () => new Promise((resolve) => setTimeout(resolve, 4_000));

describe('the expiry sweep asks the provider first', () => {
  const testApp = useTestApp({ PAYMENT_EXPIRY: '2s' });

  it('never expires an order the provider says is paid; expires the one it does not know', async () => {
    const app = testApp();
    const paid = await unpaidOrderWithPayment(app);
    const unpaid = await unpaidOrderWithPayment(app);
    await paidAtProviderOnly(app, paid.token, 'pay');
    // The sweep that expires the unknown one (polled, not a fixed wait) has asked the provider about both.
    expect(await statusOnceExpired(app, unpaid.id)).toBe('pembayaran-kadarluarsa');
    expect(await orderStatus(app, paid.id)).toBe('sudah-bayar');
  });
});

describe('PAYMENT_EXPIRY_SWEEP=paused', () => {
  const testApp = useTestApp({ PAYMENT_EXPIRY: '2s', PAYMENT_EXPIRY_SWEEP: 'paused' });

  it('expires nothing', async () => {
    const app = testApp();
    const { id } = await unpaidOrderWithPayment(app);
    await pastDeadline();
    expect(await orderStatus(app, id)).toBe('pembayaran-tertunda');
  });
});
