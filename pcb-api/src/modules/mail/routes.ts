import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve } from '../../lib/serve';
import { outboxView, resendFailed } from './service';

export async function mailRoutes(app: FastifyInstance): Promise<void> {
  serve(app, endpoints.adminMailOutbox, async (request) => outboxView(app.db, request.query.status, app.config.mailHeld));
  serve(app, endpoints.adminMailResend, async (request) => resendFailed(app.db, request.body.id));
}
