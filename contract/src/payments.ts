import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, fieldsOf, IdParams, MAX_LENGTH, MessageBody, ObjectId, Timestamp } from './common';
import { endpoint } from './endpoint';
import { TransactionStatusSchema } from './transactions';

const TransactionIdBody = Type.Object({ transactionId: Type.Optional(Type.String({ maxLength: MAX_LENGTH.id })) });

/**
 * How the shop opens the payment: `hasPaymentUrl:false` → `window.snap.pay(token, callbacks)` after loading
 * snap.js; `hasPaymentUrl:true` → send the browser to `token`, which is then the payment page's URL.
 */
export const PaymentStart = Type.Object({
  message: Type.String(),
  token: Type.String(),
  hasPaymentUrl: Type.Boolean(),
  status: TransactionStatusSchema,
  redirect_url: Type.String(),
});
export type PaymentStart = Static<typeof PaymentStart>;

/** The provider's HTTP notification (Midtrans' fields; others are ignored). */
export const PaymentNotification = Type.Object({
  order_id: Type.Optional(Type.String({ maxLength: 100 })),
  transaction_status: Type.Optional(Type.String({ maxLength: 40 })),
  fraud_status: Type.Optional(Type.String({ maxLength: 40 })),
  payment_type: Type.Optional(Type.String({ maxLength: 60 })),
  status_code: Type.Optional(Type.String({ maxLength: 10 })),
  gross_amount: Type.Optional(Type.String({ maxLength: 30 })),
  signature_key: Type.Optional(Type.String({ maxLength: 256 })),
  transaction_time: Type.Optional(Type.String({ maxLength: 40 })),
  settlement_time: Type.Optional(Type.String({ maxLength: 40 })),
  /** The provider's own id of the payment. */
  transaction_id: Type.Optional(Type.String({ maxLength: 100 })),
});
export type PaymentNotification = Static<typeof PaymentNotification>;

/** The provider's status API answer: a notification's fields and the provider's message. */
export const ProviderStatus = Type.Composite([PaymentNotification, Type.Object({ status_message: Type.Optional(Type.String()) })]);

const Text = Type.Union([Type.String(), Type.Null()]);

/** A notification the provider sent about a payment, as received (signature checked, amount matched). */
export const ReceivedNotification = Type.Object({
  received_at: Timestamp,
  transaction_status: Text,
  status_code: Text,
  payment_type: Text,
  /** The provider's id of the payment. */
  transaction_id: Text,
  gross_amount: Text,
  fraud_status: Text,
});

/** One payment attempt of an order, for the back-office's /payment-detail/{id}. */
export const PaymentDetail = Type.Object({
  _id: ObjectId,
  /** The order number sent to the provider, `COE-<transaction id>-<attempt>`. */
  order_id: Type.String(),
  /** The order this payment is for (to link back). */
  transaction_id: ObjectId,
  transaction_status: TransactionStatusSchema,
  buyer: Type.Object({ _id: ObjectId, username: Type.String(), name: Text, email: Type.String(), phone: Text }),
  amount: Type.Integer({ minimum: 0 }),
  /** The provider's payment type (bank_transfer, qris…); null until a notification names it. */
  payment_method: Text,
  /** The provider's last transaction_status that moved the order (pending until then). */
  status: Type.String(),
  /** The provider's id of the payment, from its newest notification that carries one. */
  provider_transaction_id: Text,
  transaction_time: Type.Union([Timestamp, Type.Null()]),
  created_at: Timestamp,
  /** Every notification received, oldest first. */
  notifications: Type.Array(ReceivedNotification),
});
export type PaymentDetail = Static<typeof PaymentDetail>;

/** What Snap hands to the page's callbacks, and where the redirect flow returns the payer. */
const SNAP_RESULT_FIELDS = ['order_id', 'status_code', 'transaction_status', 'status_message', 'gross_amount', 'payment_type', 'finish_redirect_url'] as const;
export const SimulatorResult = Type.Object(fieldsOf(SNAP_RESULT_FIELDS, () => Type.String()));
export type SimulatorResult = Static<typeof SimulatorResult>;

const SnapToken = Type.Object({ token: Type.String({ pattern: '^[0-9a-f-]{36}$' }) });
const SIMULATOR = 'service/payments/simulator';

export const paymentEndpoints = {
  createPayment: endpoint({
    method: 'POST',
    path: 'service/payments/create-payment',
    session: 'buyer',
    summary:
      "Starts paying an own order in menunggu-pembayaran, pembayaran-tertunda or gagal (a new attempt, while the order holds its stock) for the server's total (201); 200 with the same token while that payment is pending",
    schema: { body: TransactionIdBody, response: { 200: PaymentStart, 201: PaymentStart, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody } },
  }),
  continuePayment: endpoint({
    method: 'POST',
    path: 'service/payments/continue-payment',
    session: 'buyer',
    summary: 'The token of the pending payment of an own unpaid order',
    schema: {
      body: TransactionIdBody,
      response: {
        200: Type.Object({ message: Type.String(), token: Type.String(), hasPaymentUrl: Type.Boolean(), redirect_url: Type.String() }),
        400: ErrorBody,
        404: ErrorBody,
        409: ErrorBody,
      },
    },
  }),
  paymentNotification: endpoint({
    method: 'POST',
    path: 'service/payments/midtrans/notification',
    session: 'none',
    // Called by the payment provider on the upstream itself, never through a browser surface.
    surfaces: [],
    summary:
      "The provider's signed notification: 403 on a wrong signature; idempotent and forward-only (settlement/capture-accept → sudah-bayar, pending → pembayaran-tertunda, deny → gagal, cancel → dibatalkan-admin, expire → pembayaran-kadarluarsa)",
    schema: { body: PaymentNotification, response: { 200: MessageBody, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody } },
  }),
  paymentDetail: endpoint({
    method: 'GET',
    path: 'admin/payment-detail/:id',
    session: 'admin',
    summary:
      "One payment with its buyer, provider ids and every notification received; the id is the payment's, or an order's (then its newest payment); 404 'Pembayaran tidak ditemukan'",
    schema: { params: IdParams, response: { 200: PaymentDetail, 400: ErrorBody, 404: ErrorBody } },
  }),
  paymentSimulatorScript: endpoint({
    method: 'GET',
    path: `${SIMULATOR}/snap.js`,
    session: 'none',
    surfaces: ['buyer'],
    summary: "The simulator's snap.js (window.snap.pay), when no real provider is configured",
    schema: { response: { 200: Type.String({ description: 'application/javascript' }), 404: ErrorBody } },
  }),
  paymentSimulatorPage: endpoint({
    method: 'GET',
    path: `${SIMULATOR}/pay/:token`,
    session: 'none',
    surfaces: ['buyer'],
    summary: "The simulator's payment page (the redirect flow's redirect_url)",
    schema: { params: SnapToken, response: { 200: Type.String({ description: 'text/html' }), 400: ErrorBody, 404: ErrorBody } },
  }),
  paymentSimulatorOrder: endpoint({
    method: 'GET',
    path: `${SIMULATOR}/orders/:token`,
    session: 'none',
    surfaces: ['buyer'],
    summary: 'The order behind a simulator token (what the payment page shows)',
    schema: { params: SnapToken, response: { 200: Type.Object({ order_id: Type.String(), gross_amount: Type.Integer() }), 400: ErrorBody, 404: ErrorBody } },
  }),
  paymentSimulatorChoose: endpoint({
    method: 'POST',
    path: `${SIMULATOR}/pay/:token`,
    session: 'none',
    surfaces: ['buyer'],
    summary:
      "The payer's choice on the simulator page: pay, pending or fail send the signed notification first; close sends none; 409 once the shop cancelled the payment",
    schema: {
      params: SnapToken,
      body: Type.Object({ action: Type.Union([Type.Literal('pay'), Type.Literal('pending'), Type.Literal('fail'), Type.Literal('close')]) }),
      response: { 200: SimulatorResult, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody },
    },
  }),
  paymentSimulatorStatus: endpoint({
    method: 'GET',
    path: `${SIMULATOR}/v2/:order_id/status`,
    session: 'none',
    // Asked by pcb-api itself (reconciliation), like Midtrans' status API, never through a browser surface.
    surfaces: [],
    summary:
      "The simulator's status API (Midtrans' `GET /v2/{order_id}/status`, Basic auth with the server key): the last choice's signed notification fields; 404 before the payer chose",
    schema: {
      params: Type.Object({ order_id: Type.String({ maxLength: 100 }) }),
      response: { 200: ProviderStatus, 401: ErrorBody, 404: ProviderStatus },
    },
  }),
};
