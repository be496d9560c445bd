import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpErrors } from '@fastify/sensible';
import { endpoints, openApiDocument } from '@pcb/contract';
import { serve } from '../../lib/serve';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
/** The connection's own address: a forwarded header must not make a stranger local. */
const fromThisMachine = (request: FastifyRequest) => LOOPBACK.test(request.socket.remoteAddress ?? '');

interface OutboxRow {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: Date;
}

/** Outside production only: the OpenAPI document (it names the internal address) and the local mail outbox. */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.isProduction) return;
  const { host, port } = app.config;
  const document = openApiDocument(endpoints, { title: 'PCB API (reference upstream)', version: '1.0.0', server: `http://${host}:${port}/api` });
  serve(app, endpoints.docs, async () => document as { openapi: string });

  // The outbox holds reset and verification links: only this machine may read it, even when HOST lets others in.
  serve(app, endpoints.devOutbox, async (request) => {
    if (!fromThisMachine(request)) throw httpErrors.forbidden('Kotak surat pengembangan hanya untuk mesin ini.');
    const rows = await app.db.query<OutboxRow>(
      `SELECT id AS "_id", to_address AS "to", subject, text, html, created_at FROM outbox ORDER BY created_at DESC, id DESC LIMIT 200`,
    );
    return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
  });
}
