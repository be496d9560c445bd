import {
  DASHBOARD_TIME_ZONE,
  REQUEST_STATUSES,
  REVENUE_PERIOD_MESSAGE,
  REVENUE_PERIODS,
  TRANSACTION_STATUSES,
  type RevenuePeriod,
  type RevenueSeries,
  type ReviewTimeStats,
  type StatusCounts,
} from '@pcb/contract';
import { REVIEW_WINDOW_DAYS, workingHoursBetween, type WorkingCalendar } from '@pcb/contract/domain';
import type { Database } from '../../db/database';
import { validationFailed } from '../../lib/errors';
import { paymentRepository, type PaymentWithBuyer } from '../payments/repository';
import type { TransactionService } from '../transactions/service';
import { transactionRepository } from '../transactions/repository';
import { reviewTimeSettings } from '../settings/review-time';
import { calendarKeys } from './calendar';
import { dashboardRepository, type StatusCountRow } from './repository';

const iso = (date: Date) => new Date(date).toISOString();
const oneDecimal = (hours: number | null) => (hours === null ? null : Math.round(Number(hours) * 10) / 10);

/** The `p` quantile of ascending values, interpolated between neighbours as PostgreSQL's percentile_cont does; null for none. */
export function percentile(ascending: readonly number[], p: number): number | null {
  if (ascending.length === 0) return null;
  const rank = p * (ascending.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(below + 1, ascending.length - 1);
  return ascending[below] + (ascending[above] - ascending[below]) * (rank - below);
}

function wirePayment(row: PaymentWithBuyer) {
  return {
    _id: row._id,
    order_id: row.order_id,
    transaction_id: {
      _id: row.transaction_id,
      id_user: { _id: row.id_user, name: row.name, email: row.email, phone: row.phone },
      status: row.transaction_status,
      total_payment: Number(row.total_payment),
    },
    payment_method: row.payment_method,
    status: row.status,
    amount: Number(row.amount),
    transaction_time: row.transaction_time ? iso(row.transaction_time) : null,
    created_at: iso(row.created_at),
    createdAt: iso(row.created_at),
  };
}

function readPeriod(period: string | undefined): RevenuePeriod {
  const chosen = period ?? 'day';
  if ((REVENUE_PERIODS as readonly string[]).includes(chosen)) return chosen as RevenuePeriod;
  throw validationFailed([{ msg: REVENUE_PERIOD_MESSAGE, path: 'period', location: 'query' }]);
}

/** Every status of `statuses`, in that order, with its count (0 when no row is in it). */
function everyStatus<S extends string>(statuses: readonly S[], rows: readonly StatusCountRow[]) {
  const counted = new Map(rows.map((r) => [r.status, Number(r.count)]));
  return statuses.map((status) => ({ status, count: counted.get(status) ?? 0 }));
}

export function dashboardService(db: Database, orders: TransactionService, calendar: WorkingCalendar) {
  const dashboard = dashboardRepository(db);

  return {
    async requestCount() {
      const rows = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM custom_requests WHERE status = 'admin-review'`);
      return { totalDataCount: Number(rows[0]?.count ?? 0) };
    },

    payments: async () => (await paymentRepository(db).listWithBuyers(null)).map(wirePayment),

    async transactions() {
      const repo = transactionRepository(db);
      const [rows, revenue] = await Promise.all([repo.list({}), repo.revenue()]);
      return { transactions: await orders.populate(rows), totalPayment: revenue };
    },

    async revenue(query: { period?: string }): Promise<RevenueSeries> {
      const period = readPeriod(query.period);
      const keys = calendarKeys(period, new Date());
      const rows = new Map((await dashboard.revenueSince(period, keys[0])).map((r) => [r.date, r]));
      const points = keys.map((date) => ({ date, total: Number(rows.get(date)?.total ?? 0), orders: Number(rows.get(date)?.orders ?? 0) }));
      return { period, timeZone: DASHBOARD_TIME_ZONE, points };
    },

    /** The review time kept, in the centre's working hours (the contract's rule), against the promise in working days. */
    async reviewTime(now = new Date()): Promise<ReviewTimeStats> {
      const promise = await reviewTimeSettings(db).current();
      const since = new Date(now.getTime() - REVIEW_WINDOW_DAYS * 86_400_000);
      const [reviews, waiting] = await Promise.all([dashboard.reviewsSince(since), dashboard.waitingSince()]);
      // Late by the working hours taken, as the figures count them: a review decided after closing on its due day is not.
      const promisedHours = promise.review_days * (calendar.closes - calendar.opens);
      const pastPromise = (sentAt: Date, at: Date) => workingHoursBetween(sentAt, at, calendar) > promisedHours;
      const hours = reviews.map((review) => workingHoursBetween(review.sent_at, review.decided_at, calendar)).sort((a, b) => a - b);
      return {
        promise,
        window_days: REVIEW_WINDOW_DAYS,
        reviewed: reviews.length,
        median_hours: oneDecimal(percentile(hours, 0.5)),
        p90_hours: oneDecimal(percentile(hours, 0.9)),
        late: reviews.filter((review) => pastPromise(review.sent_at, new Date(review.decided_at))).length,
        overdue: waiting.filter((request) => request.sent_at && pastPromise(request.sent_at, now)).length,
      };
    },

    async statusCounts(): Promise<StatusCounts> {
      const [transactions, requests] = await Promise.all([dashboard.transactionStatusCounts(), dashboard.requestStatusCounts()]);
      return { transactions: everyStatus(TRANSACTION_STATUSES, transactions), customRequests: everyStatus(REQUEST_STATUSES, requests) };
    },
  };
}
