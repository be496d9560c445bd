import { Type } from '@sinclair/typebox';
import { ObjectId, Timestamp } from './common';
import { endpoint } from './endpoint';
import { Transaction, TransactionStatusSchema } from './transactions';

const Text = Type.Union([Type.String(), Type.Null()]);

export const DashboardPayment = Type.Object({
  _id: ObjectId,
  order_id: Type.String(),
  transaction_id: Type.Object({
    _id: ObjectId,
    id_user: Type.Object({ _id: ObjectId, name: Text, email: Type.String(), phone: Text }),
    status: TransactionStatusSchema,
    total_payment: Type.Integer({ minimum: 0 }),
  }),
  /** The provider's payment type (bank_transfer, qris…); null until paid ("Menunggu Pembayaran"). */
  payment_method: Text,
  /** The provider's last transaction_status (pending, settlement, deny…). */
  status: Type.String(),
  amount: Type.Integer({ minimum: 0 }),
  transaction_time: Type.Union([Timestamp, Type.Null()]),
  created_at: Timestamp,
  createdAt: Timestamp,
});

export const dashboardEndpoints = {
  dashboardRequestCount: endpoint({
    method: 'GET',
    path: 'admin/dashboard/total-request-costom',
    session: 'admin',
    summary: 'How many custom requests (prototype and assembly) wait for review (admin-review)',
    schema: { response: { 200: Type.Object({ totalDataCount: Type.Integer({ minimum: 0 }) }) } },
  }),
  dashboardPayments: endpoint({
    method: 'GET',
    path: 'admin/dashboard/payment',
    session: 'admin',
    summary: 'Every payment, newest first, with the buyer’s name and phone; [] when none',
    schema: { response: { 200: Type.Array(DashboardPayment) } },
  }),
  dashboardTransactions: endpoint({
    method: 'GET',
    path: 'admin/dashboard/transaksi',
    session: 'admin',
    summary: 'Every order, newest first, and the revenue of paid orders (sudah-bayar, diproses, dikirim, selesai)',
    schema: { response: { 200: Type.Object({ transactions: Type.Array(Transaction), totalPayment: Type.Integer({ minimum: 0 }) }) } },
  }),
};
