import type { SessionClient } from '../modules/accounts/session-repository';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@pcb/contract';
import type { Access } from '../plugins/auth';
import { idempotent } from './idempotency';
import { multipartCollector, type MultipartLimits } from '../plugins/multipart';
import type { SessionUser } from '../types';

export interface RouteGenericOf<E extends Endpoint> {
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}

export type ContractRequest<E extends Endpoint> = FastifyRequest<RouteGenericOf<E>>;

/** Handlers return the success body; errors are thrown (`httpErrors` from @fastify/sensible, `lib/errors`) and mapped in one place. */
export type Handler<E extends Endpoint> = (request: ContractRequest<E>, reply: FastifyReply) => Promise<ResponseOf<E>>;

export interface ServeOptions {
  /** Who may call; the endpoint's `session` by default. */
  access?: Access;
  /** `message` of the 400 for a malformed path parameter (default `Invalid ID format`). */
  invalidParamsMessage?: string;
  /** Accept multipart bodies: their text fields become the body, their files `request.uploads`. */
  multipart?: MultipartLimits;
}

/**
 * Serves one contract endpoint: its method and path under the current prefix (`/api`), its
 * schemas for validation and serialisation, and the session check it declares. A write with an
 * `Idempotency-Key` answers a retry with its first answer (`lib/idempotency`).
 */
export function serve<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>, options: ServeOptions = {}): void {
  const access = options.access ?? endpoint.session;
  // An endpoint whose contract answers 201 (and no 200) succeeds with 201.
  const created = 201 in endpoint.schema.response && !(200 in endpoint.schema.response);
  const respond: Handler<E> = created
    ? async (request, reply) => {
        const body = await handler(request, reply);
        reply.code(201);
        return body;
      }
    : handler;
  app.route({
    method: endpoint.method,
    url: `/${endpoint.path}`,
    schema: { ...endpoint.schema, summary: endpoint.summary },
    config: { invalidParamsMessage: options.invalidParamsMessage },
    onRequest: app.authenticate(access),
    preValidation: options.multipart ? multipartCollector(options.multipart) : undefined,
    // The contract's Static types are the route's types; Fastify's generic inference cannot see through E.
    handler: idempotent(app.db, respond) as unknown as RouteHandlerMethod,
  });
}

/** The caller of a route that has a session (the hook has set it). */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error('sessionUser() called on a route without a session');
  return request.user;
}

/**
 * Where a call comes from, for the session it opens: the BFF sets (never appends to) `X-Forwarded-For`
 * with the browser's address; a direct call is its own peer.
 */
export function sessionClient(request: FastifyRequest): SessionClient {
  const forwarded = request.headers['x-forwarded-for'];
  const ip = typeof forwarded === 'string' && forwarded.trim() !== '' ? forwarded.split(',')[0].trim() : request.ip;
  const userAgent = request.headers['user-agent'] ?? '';
  return { ip: ip.slice(0, 64), userAgent: userAgent.slice(0, 512) };
}
