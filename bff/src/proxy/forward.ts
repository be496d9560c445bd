import { COMPRESSION_THRESHOLD_BYTES } from '@pcb/contract';
import { REQUEST_ID_HEADER } from '@pcb/contract/server/log';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { BffConfig } from '../config';
import { traceContext } from './trace-context';

/**
 * Request headers a browser may pass on; everything else (Cookie, Authorization, X-Forwarded-*, Expect…) stays here.
 * The Idempotency-Key makes a retried write answer with its first answer (pcb-api scopes it to the caller).
 */
const PASSED_REQUEST_HEADERS = ['accept', 'accept-language', 'if-none-match', 'if-modified-since', 'user-agent', 'idempotency-key'];

/** Response headers that describe the BFF↔upstream hop, or would set cookies on the BFF's origin. */
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-connection',
  'set-cookie',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'x-powered-by',
]);

/**
 * The headers the upstream sees: a fixed set, the forwarding headers and the request id written by the BFF alone, and a valid trace context.
 * The public site's part is read from the configuration once, not on every request.
 */
export function upstreamHeadersFor(config: BffConfig): (request: FastifyRequest, token?: string) => Record<string, string> {
  const proto = config.publicUrl.protocol.replace(':', '');
  const host = config.publicUrl.host;
  return (request, token) => {
    const headers: Record<string, string> = {};
    for (const name of PASSED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    headers['x-forwarded-for'] = request.ip;
    headers['x-forwarded-proto'] = proto;
    headers['x-forwarded-host'] = host;
    headers[REQUEST_ID_HEADER] = request.id;
    Object.assign(headers, traceContext(request.headers));
    if (token) headers.authorization = `Bearer ${token}`;
    return headers;
  };
}

/**
 * The upstream's headers, under the BFF's own: a header the BFF has set already (CSP, HSTS, frame and
 * referrer policies, the request id…) stays, and CORS headers never pass, so an upstream cannot weaken
 * the BFF's hardening. An upstream CSP is sent alongside the BFF's: browsers enforce both, so it can only narrow.
 */
export function copyResponseHeaders(reply: FastifyReply, headers: Dispatcher.ResponseData['headers']): void {
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name) || name.startsWith('access-control-')) continue;
    const own = reply.getHeader(name);
    if (own === undefined) reply.header(name, value);
    else if (name === 'content-security-policy') reply.header(name, [String(own), ...[value].flat()]);
  }
}

/**
 * The upstream's body, streamed, and compressed when the browser accepts it unless the upstream says
 * it is small (a stream's size is unknown to the compressor) or encoded already.
 */
export function sendBody(reply: FastifyReply, response: Dispatcher.ResponseData): FastifyReply {
  const length = Number(response.headers['content-length'] ?? Number.NaN);
  if (length < COMPRESSION_THRESHOLD_BYTES || response.headers['content-encoding'] !== undefined) return reply.send(response.body);
  reply.compress(response.body);
  return reply;
}

/** Status, headers and body as the upstream sent them. */
export function relay(reply: FastifyReply, response: Dispatcher.ResponseData): FastifyReply {
  copyResponseHeaders(reply, response.headers);
  return sendBody(reply.code(response.statusCode), response);
}
