import type { Endpoint, Surface } from '@pcb/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BffConfig } from '../config';
import { HttpError } from '../http-error';
import { abortOnClientGone } from '../plugins/upstream';
import { SURFACE_PREFIX, endpointsOn, upstreamPathOf } from '../proxy/allow-list';
import { relay, upstreamHeaders } from '../proxy/forward';

const SURFACES: readonly Surface[] = ['buyer', 'admin'];

function jsonBody(e: Endpoint, request: FastifyRequest): string | undefined {
  if (e.method === 'GET' || request.body === undefined) return undefined;
  return JSON.stringify(request.body);
}

/** `/bff/api/…` and `/bff/admin/api/…`: one route per contract endpoint on that surface, nothing else. */
export default async function apiRoutes(app: FastifyInstance, { config }: { config: BffConfig }) {
  // JSON endpoints take JSON only: a text/plain body is a form a hostile page can post without preflight.
  app.removeContentTypeParser('text/plain');

  async function forward(e: Endpoint, request: FastifyRequest, reply: FastifyReply) {
    const path = upstreamPathOf(e, request.params as Record<string, string>, request.url);
    if (path === null) throw new HttpError(404, 'Not Found');
    const body = jsonBody(e, request);
    const headers = upstreamHeaders(request, config);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.upstream.request({ method: e.method, path, headers, body, signal: abortOnClientGone(reply) });
    return relay(reply, response);
  }

  for (const surface of SURFACES) {
    for (const e of endpointsOn(surface)) {
      app.route({
        method: e.method,
        url: `${SURFACE_PREFIX[surface]}/${e.path}`,
        handler: (request, reply) => forward(e, request, reply),
      });
    }
  }
}
