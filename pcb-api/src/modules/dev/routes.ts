import type { FastifyInstance } from 'fastify';
import { endpoints, openApiDocument } from '@pcb/contract';
import { serve } from '../../lib/serve';

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

  serve(app, endpoints.devOutbox, async () => {
    const rows = await app.db.query<OutboxRow>(
      `SELECT id AS "_id", to_address AS "to", subject, text, html, created_at FROM outbox ORDER BY created_at DESC, id DESC LIMIT 200`,
    );
    return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
  });
}
