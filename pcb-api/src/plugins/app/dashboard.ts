import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dashboardService } from '../../modules/dashboard/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin's figures: requests, payments, revenue, statuses and review time. */
    dashboard: ReturnType<typeof dashboardService>;
  }
}

/** `app.dashboard`, reading the orders through `app.orders`. */
export const dashboardPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('dashboard', dashboardService(app.db, app.orders, app.config.workingCalendar));
  },
  { name: 'dashboard', dependencies: ['db', 'transactions'], fastify: '5.x' },
);
