import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpErrors } from '@fastify/sensible';
import { endpoints, openApiDocument } from '@pcb/contract';
import { serve } from '../../lib/serve';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
/** The connection's own address: a forwarded header must not make a stranger local. */
const fromThisMachine = (request: FastifyRequest) => LOOPBACK.test(request.socket.remoteAddress ?? '');

/** Outside production only: the OpenAPI document (it names the internal address) and the local mail outbox. */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.isProduction) return;
  const { host, port } = app.config;
  const document = openApiDocument(endpoints, { title: 'PCB API (reference upstream)', version: '1.0.0', server: `http://${host}:${port}/api` });
  serve(app, endpoints.docs, async () => document as { openapi: string });

  // The outbox holds reset and verification links: only this machine may read it, even when HOST lets others in.
  serve(app, endpoints.devOutbox, async (request) => {
    if (!fromThisMachine(request)) throw httpErrors.forbidden('Kotak surat pengembangan hanya untuk mesin ini.');
    return app.mail.latest();
  });
}
