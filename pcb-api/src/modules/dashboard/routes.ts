import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve } from '../../lib/serve';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { dashboard } = app;

  serve(app, endpoints.dashboardRequestCount, async () => dashboard.requestCount());
  serve(app, endpoints.dashboardPayments, async () => dashboard.payments());
  serve(app, endpoints.dashboardTransactions, async () => dashboard.transactions());
  serve(app, endpoints.dashboardRevenue, async (request) => dashboard.revenue(request.query));
  serve(app, endpoints.dashboardStatusCounts, async () => dashboard.statusCounts());
  serve(app, endpoints.dashboardReviewTime, async () => dashboard.reviewTime());
}
