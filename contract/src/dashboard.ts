import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, ObjectId, Timestamp, WordQuery } from './common';
import { REQUEST_STATUSES } from './custom-requests';
import { endpoint } from './endpoint';
import { Transaction, TransactionStatusSchema, type TransactionStatus } from './transactions';

/** Orders whose money counts as revenue (Total pendapatan): paid, and everything after payment. */
export const PAID_STATUSES = ['sudah-bayar', 'diproses', 'dikirim', 'selesai'] as const satisfies readonly TransactionStatus[];

/** The revenue chart's calendar: days and months as the shop in Batam counts them. */
export const DASHBOARD_TIME_ZONE = 'Asia/Jakarta';
export const REVENUE_PERIODS = ['day', 'month'] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];
/** How many points a period answers: the last 30 days, or the last 12 months, the current one last. */
export const REVENUE_POINTS: Record<RevenuePeriod, number> = { day: 30, month: 12 };
export const REVENUE_PERIOD_MESSAGE = 'period must be day or month';

export const RevenuePoint = Type.Object({
  /** `YYYY-MM-DD` (day) or `YYYY-MM` (month), in Asia/Jakarta. */
  date: Type.String(),
  /** Rupiah of the paid orders that reached payment in that day or month. */
  total: Type.Integer({ minimum: 0 }),
  /** How many such orders. */
  orders: Type.Integer({ minimum: 0 }),
});
export type RevenuePoint = Static<typeof RevenuePoint>;

export const RevenueSeries = Type.Object({
  period: Type.Union(REVENUE_PERIODS.map((p) => Type.Literal(p))),
  timeZone: Type.Literal(DASHBOARD_TIME_ZONE),
  /** Oldest first, every day or month present (0 when nothing was paid). */
  points: Type.Array(RevenuePoint),
});
export type RevenueSeries = Static<typeof RevenueSeries>;

export const StatusCounts = Type.Object({
  /** Every transaction status, in lifecycle order, with how many orders are in it now. */
  transactions: Type.Array(Type.Object({ status: TransactionStatusSchema, count: Type.Integer({ minimum: 0 }) })),
  /** Every custom request status (prototype and assembly together), in lifecycle order. */
  customRequests: Type.Array(Type.Object({ status: Type.Union(REQUEST_STATUSES.map((s) => Type.Literal(s))), count: Type.Integer({ minimum: 0 }) })),
});
export type StatusCounts = Static<typeof StatusCounts>;

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
  dashboardRevenue: endpoint({
    method: 'GET',
    path: 'admin/dashboard/revenue',
    session: 'admin',
    summary:
      'Revenue over time: `period=day` (default) the last 30 Asia/Jakarta days, `period=month` the last 12 months; each paid order counts once, on the day it reached payment',
    schema: {
      querystring: WordQuery('period'),
      response: { 200: RevenueSeries, 400: ErrorBody },
    },
  }),
  dashboardStatusCounts: endpoint({
    method: 'GET',
    path: 'admin/dashboard/status-counts',
    session: 'admin',
    summary: 'How many orders and custom requests are in each status now (every status listed, 0 included)',
    schema: { response: { 200: StatusCounts } },
  }),
};
