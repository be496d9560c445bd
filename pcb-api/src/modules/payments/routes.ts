import type { FastifyInstance } from 'fastify';
import { endpoints, type SimulatorResult } from '@pcb/contract';
import { httpErrors } from '@fastify/sensible';
import { failure } from '../../lib/errors';
import { serve, sessionUser } from '../../lib/serve';
import { SNAP_SCRIPT, paymentPage } from '../../providers/payments/snap-script';
import { sameSecret } from '../../providers/payments/signature';
import { simulatedNotification, type SimulatorOrder } from '../../providers/payments/simulator';

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const { payments } = app;

  serve(app, endpoints.createPayment, async (request, reply) => {
    const { created, body } = await payments.create(sessionUser(request).id, request.body);
    reply.code(created ? 201 : 200);
    return body;
  });
  serve(app, endpoints.continuePayment, async (request) => payments.resume(sessionUser(request).id, request.body));
  serve(app, endpoints.paymentNotification, async (request) => payments.notify(request.body));
  serve(app, endpoints.paymentDetail, async (request) => payments.detail(request.params.id));

  await app.register(simulatorRoutes);
}

/** The payment provider's stand-in; with a real provider configured its paths answer 404. */
async function simulatorRoutes(app: FastifyInstance): Promise<void> {
  const { publicUrl, payments } = app.config;
  const active = payments.provider === 'simulator';
  const simulator = app.paymentSimulator;

  async function order(token: string): Promise<SimulatorOrder> {
    const found = active ? await simulator.find(token) : null;
    if (!found) throw httpErrors.notFound('Pembayaran tidak ditemukan di simulator');
    return found;
  }

  serve(app, endpoints.paymentSimulatorScript, async (_request, reply) => {
    if (!active) throw httpErrors.notFound('Simulator tidak aktif');
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return SNAP_SCRIPT;
  });

  serve(app, endpoints.paymentSimulatorPage, async (request, reply) => {
    await order(request.params.token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return paymentPage(request.params.token);
  });

  serve(app, endpoints.paymentSimulatorOrder, async (request) => {
    const { order_id, gross_amount } = await order(request.params.token);
    return { order_id, gross_amount };
  });

  serve(app, endpoints.paymentSimulatorStatus, async (request, reply) => {
    if (!active) throw httpErrors.notFound('Simulator tidak aktif');
    if (!sameSecret(`Basic ${Buffer.from(`${payments.serverKey}:`).toString('base64')}`, request.headers.authorization)) {
      throw httpErrors.unauthorized('Server key tidak dikenal');
    }
    const status = await simulator.status(request.params.order_id);
    if (status) return status;
    reply.code(404);
    return { status_code: '404', status_message: "Transaction doesn't exist." };
  });

  serve(app, endpoints.paymentSimulatorChoose, async (request): Promise<SimulatorResult> => {
    const found = await order(request.params.token);
    // Like the provider, the simulator does not take money for a payment the shop cancelled.
    if (await app.payments.isVoided(found.order_id)) throw httpErrors.conflict('Pembayaran sudah dibatalkan');
    const { action } = request.body;
    const finish = (status: string, code: string) =>
      `${publicUrl}/transaksi?${new URLSearchParams({ order_id: found.order_id, status_code: code, transaction_status: status })}`;
    if (action === 'close') {
      return {
        order_id: found.order_id,
        status_code: '201',
        transaction_status: 'pending',
        status_message: 'Closed by the payer',
        gross_amount: `${found.gross_amount}.00`,
        payment_type: '',
        finish_redirect_url: finish('pending', '201'),
      };
    }
    const notification = simulatedNotification(found, action, payments.serverKey);
    await simulator.remember(notification);
    // The same route, validation and signature check a real provider's notification goes through.
    const delivered = await app.inject({ method: 'POST', url: '/api/service/payments/midtrans/notification', payload: notification });
    if (delivered.statusCode !== 200) throw failure(502, 'Notifikasi pembayaran ditolak oleh toko');
    const { signature_key: _signature, transaction_id: _id, currency: _currency, transaction_time: _time, fraud_status: _fraud, ...result } = notification;
    return { ...result, finish_redirect_url: finish(notification.transaction_status, notification.status_code) };
  });
}
