import { dashboardEndpoints, type RevenuePeriod } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

const key = (...parts: unknown[]) => scopedKey('admin', 'dashboard', ...parts);

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
  statusCounts: queryOptions({
    queryKey: key('status-counts'),
    queryFn: ({ signal }) => bff.admin(dashboardEndpoints.dashboardStatusCounts, { signal }),
  }),
};
