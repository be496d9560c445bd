import { domainPlugin } from '../domain-plugin';
import { dashboardService } from '../../modules/dashboard/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin's figures: requests, payments, revenue, statuses and review time. */
    dashboard: ReturnType<typeof dashboardService>;
  }
}

/** `app.dashboard`, reading the orders through `app.orders`. */
export const dashboardPlugin = domainPlugin('dashboard', ['db', 'transactions'], (app) => ({
  dashboard: dashboardService(app.db, app.orders, app.config.workingCalendar),
}));
