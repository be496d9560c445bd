import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { PaymentStart } from '@pcb/contract';
import { midtransGateway } from '../src/providers/payments/midtrans';
import { PaymentUnavailable } from '../src/providers/payments/types';
import { bearer, buyerToken, json, useTestApp } from './helpers';
import { placeOrder, productWith } from './orders';

/** A stand-in for Midtrans Snap answering its documented example. */
let server: http.Server;
let snapUrl: string;
let received: { authorization?: string; body: Record<string, unknown> } | null = null;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received = { authorization: req.headers.authorization, body: JSON.parse(raw || '{}') };
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== `Basic ${Buffer.from('SB-Mid-server-test:').toString('base64')}`) {
        res.statusCode = 401;
        return res.end(JSON.stringify({ error_messages: ['Access denied due to unauthorized transaction, please check client or server key'] }));
      }
      res.statusCode = 201;
      res.end(
        JSON.stringify({
          token: '66e4fa55-fdac-4ef9-91b5-733b97d1b862',
          redirect_url: 'https://app.sandbox.midtrans.com/snap/v2/vtweb/66e4fa55-fdac-4ef9-91b5-733b97d1b862',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  snapUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const order = {
  order_id: 'COE-0123456789abcdef01234567-1',
  gross_amount: 118000,
  item_details: [
    { id: '0123456789abcdef01234567', name: 'PCB 2 Layer', price: 50000, quantity: 2 },
    { id: 'SHIPPING_COST', name: 'Ongkos Kirim', price: 18000, quantity: 1 },
  ],
  customer_details: { first_name: 'Budi', last_name: 'Santoso', email: 'budi@example.com', phone: '081234567890' },
  finish_url: 'http://127.0.0.1:3000/transaksi',
};

describe('the Midtrans gateway', () => {
  it('creates a Snap transaction with the server key as Basic user and reads token and redirect_url', async () => {
    const snap = await midtransGateway({ snapUrl, apiUrl: snapUrl, serverKey: 'SB-Mid-server-test' }).createTransaction(order);
    expect(snap).toEqual({
      token: '66e4fa55-fdac-4ef9-91b5-733b97d1b862',
      redirect_url: 'https://app.sandbox.midtrans.com/snap/v2/vtweb/66e4fa55-fdac-4ef9-91b5-733b97d1b862',
    });
    expect(received?.body).toEqual({
      transaction_details: { order_id: order.order_id, gross_amount: 118000 },
      item_details: order.item_details,
      customer_details: order.customer_details,
      callbacks: { finish: 'http://127.0.0.1:3000/transaksi' },
    });
  });

  it('reports a refused key as unavailable', async () => {
    await expect(midtransGateway({ snapUrl, apiUrl: snapUrl, serverKey: 'wrong' }).createTransaction(order)).rejects.toBeInstanceOf(PaymentUnavailable);
  });
});

describe('the redirect flow', () => {
  const testApp = useTestApp({ PAYMENT_FLOW: 'redirect' });
  let app: FastifyInstance;
  beforeEach(() => {
    app = testApp();
  });

  it('answers hasPaymentUrl true with the payment page as token', async () => {
    const buyer = bearer(await buyerToken(app));
    const board = await productWith(app, 0, { stock: 3 });
    const id = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).body.data._id;
    const { status, body } = await json<PaymentStart>(app, {
      method: 'POST',
      url: '/api/service/payments/create-payment',
      headers: buyer,
      payload: { transactionId: id },
    });
    expect(status).toBe(201);
    expect(body.hasPaymentUrl).toBe(true);
    expect(body.token).toBe(body.redirect_url);
    expect(body.token).toMatch(/^http:\/\/127\.0\.0\.1:3000\/bff\/api\/service\/payments\/simulator\/pay\/[0-9a-f-]{36}$/);
  });
});
