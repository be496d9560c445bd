import { dashboardEndpoints, reviewTimeEndpoints, type RevenuePeriod } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

export const DASHBOARD_KEY = scopedKey('admin', 'dashboard');
const key = (...parts: unknown[]) => [...DASHBOARD_KEY, ...parts];

/** Spec §9: the dashboard lists the 10 newest payments and transactions. */
export const DASHBOARD_LIST_SIZE = 10;

export const dashboardQueries = {
  requestCount: queryOptions({
    queryKey: key('request-count'),
    queryFn: ({ signal }) => bff.admin(dashboardEndpoints.dashboardRequestCount, { signal }),
  }),
  payments: queryOptions({
    queryKey: key('payments'),
    queryFn: async ({ signal }) => (await bff.admin(dashboardEndpoints.dashboardPayments, { signal })).slice(0, DASHBOARD_LIST_SIZE),
  }),
  transactions: queryOptions({
    queryKey: key('transactions'),
    queryFn: ({ signal }) => bff.admin(dashboardEndpoints.dashboardTransactions, { signal }),
  }),
  revenue: (period: RevenuePeriod) =>
    queryOptions({
      queryKey: key('revenue', period),
      queryFn: ({ signal }) => bff.admin(dashboardEndpoints.dashboardRevenue, { query: { period }, signal }),
    }),
  reviewTime: queryOptions({
    queryKey: key('review-time'),
    queryFn: ({ signal }) => bff.admin(reviewTimeEndpoints.dashboardReviewTime, { signal }),
  }),
  statusCounts: queryOptions({
    queryKey: key('status-counts'),
    queryFn: ({ signal }) => bff.admin(dashboardEndpoints.dashboardStatusCounts, { signal }),
  }),
};

/** The promised review time, in working days (shown to buyers where they send a request). */
export const updateReviewTime = (reviewDays: number) => bff.admin(reviewTimeEndpoints.updateReviewTime, { body: { review_days: reviewDays } });
