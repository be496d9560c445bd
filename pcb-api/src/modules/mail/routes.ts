import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve } from '../../lib/serve';

export async function mailRoutes(app: FastifyInstance): Promise<void> {
  serve(app, endpoints.adminMailOutbox, async (request) => app.mail.outbox(request.query.status));
  serve(app, endpoints.adminMailResend, async (request) => app.mail.resend(request.body.id));
}
