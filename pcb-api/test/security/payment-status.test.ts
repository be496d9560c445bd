import type { FastifyInstance } from 'fastify';
import { UNSIGNED_STATUS_MESSAGE } from '../../src/modules/payments/service';
import { notificationSignature } from '../../src/providers/payments/signature';
import { json, useTestApp } from '../helpers';
import { orderScene, orderStatus, placeOrder } from '../orders';

/**
 * Finding L1: Midtrans signs order_id + status_code + gross_amount only. The outcome was read from the unsigned
 * transaction_status and fraud_status, so a captured "pending" (201) notification replayed as "settlement"
 * marked the order paid, and a challenged capture could be flipped to fraud_status "accept".
 */
const testApp = useTestApp();
let app: FastifyInstance;
let buyer: Record<string, string>;
let orderId: string;
beforeEach(async () => {
  app = testApp();
  const scene = await orderScene(app);
  buyer = scene.buyer;
  orderId = (await placeOrder(app, buyer, { standart: [{ id: scene.board._id, quantity: 1 }] })).body.data._id;
  await app.inject({ method: 'POST', url: '/api/service/payments/create-payment', headers: buyer, payload: { transactionId: orderId } });
});

/** A notification whose signature is genuine for `status_code`, with whatever status fields the sender wrote. */
async function signedFor(status_code: string, fields: { transaction_status: string; fraud_status?: string }) {
  const [payment] = await app.db.query<{ order_id: string; amount: number }>(`SELECT order_id, amount FROM payments WHERE transaction_id = $1`, [orderId]);
  const gross_amount = `${payment.amount}.00`;
  const signature_key = notificationSignature(payment.order_id, status_code, gross_amount, app.config.payments.serverKey);
  return { order_id: payment.order_id, status_code, gross_amount, signature_key, payment_type: 'bank_transfer', ...fields };
}

const notify = (payload: object) => json<{ message: string }>(app, { method: 'POST', url: '/api/service/payments/midtrans/notification', payload });
const notificationsKept = async () => Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM payment_notifications`))[0].n);

describe('L1: a notification whose status is not the one signed', () => {
  it.each([
    ['a pending (201) signature replayed as settlement', '201', { transaction_status: 'settlement' }],
    ['a challenged capture (201) flipped to fraud accept', '201', { transaction_status: 'capture', fraud_status: 'accept' }],
    ['a deny (202) signature replayed as settlement', '202', { transaction_status: 'settlement' }],
    ['a settlement (200) carrying a fraud deny', '200', { transaction_status: 'settlement', fraud_status: 'deny' }],
    ['a settlement (200) signature replayed as expire', '200', { transaction_status: 'expire' }],
  ])('is refused (400) and changes nothing: %s', async (_case, code, fields) => {
    const before = await orderStatus(app, orderId);
    const kept = await notificationsKept();
    const { status, body } = await notify(await signedFor(code, fields));
    console.log(`L1: ${_case}: ${status} "${body.message}", order stays ${await orderStatus(app, orderId)}`);
    expect([status, body.message]).toEqual([400, UNSIGNED_STATUS_MESSAGE]);
    expect(await orderStatus(app, orderId)).toBe(before);
    expect(await notificationsKept()).toBe(kept);
  });

  it('still takes each status with the code Midtrans signs it with', async () => {
    expect((await notify(await signedFor('201', { transaction_status: 'pending', fraud_status: 'accept' }))).status).toBe(200);
    expect((await notify(await signedFor('201', { transaction_status: 'capture', fraud_status: 'challenge' }))).body.message).toBe(
      'Pembayaran memerlukan verifikasi lebih lanjut',
    );
    expect(await orderStatus(app, orderId)).toBe('pembayaran-tertunda');
    expect((await notify(await signedFor('200', { transaction_status: 'capture', fraud_status: 'accept' }))).body.message).toBe('Payment status updated');
    expect(await orderStatus(app, orderId)).toBe('sudah-bayar');
  });
});
