import type { Endpoint } from '@pcb/contract';
import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import type { BffConfig } from '../config';
import { ROLE_OF_SURFACE } from './session-cookies';

const RATE_LIMIT_MESSAGE = 'Terlalu banyak percobaan. Silakan coba lagi nanti.';

const isPasswordChange = (e: Endpoint) => e.method !== 'GET' && /(^|\/)password\/change-password$/.test(e.path);

/**
 * The calls that try a password or send e-mail, read from the contract: every write anyone may send
 * without a session (sign-in, registration, verification, reset, the simulator's page) and every password change.
 */
const isRateLimited = (e: Endpoint) => e.method !== 'GET' && (e.session === 'none' || isPasswordChange(e));

export interface EndpointLimits {
  /** The hooks that hold an endpoint's limits, the same counters whichever route reaches it; none for an unlimited one. */
  hooksFor(e: Endpoint): { onRequest?: onRequestAsyncHookHandler; preValidation?: preValidationAsyncHookHandler };
}

declare module 'fastify' {
  interface FastifyInstance {
    endpointLimits: EndpointLimits;
  }
}

/** The account a call is about: the e-mail it names, or the session's account for a password change. */
function accountOf(e: Endpoint, request: FastifyRequest): string | undefined {
  if (isPasswordChange(e)) {
    const token = request.server.sessionCookies.token(request, ROLE_OF_SURFACE[e.session === 'admin' ? 'admin' : 'buyer']);
    return token === undefined ? undefined : sessionAccount(token);
  }
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

/** The account id a token names (unverified: a changed token fails at the upstream before any password is tried). */
function sessionAccount(token: string): string {
  try {
    const { id, sub } = decodeJwt(token);
    return String(id ?? sub ?? token);
  } catch {
    return token;
  }
}

/**
 * Limits keyed by the upstream endpoint, not by the route: `/bff/register`, `/bff/api/register/buyer` and
 * `/bff/admin/api/register/buyer` share one count per client address, and one per account.
 */
export default fp(
  async function endpointLimitsPlugin(app: FastifyInstance, { config }: { config: BffConfig }) {
    const { max, windowMs } = config.rateLimit;

    async function check(key: string, reply: FastifyReply) {
      if ((await app.rateLimitStore.hit(key, windowMs)) <= max) return;
      reply.header('retry-after', String(Math.ceil(windowMs / 1000)));
      throw httpErrors.tooManyRequests(RATE_LIMIT_MESSAGE);
    }

    app.decorate('endpointLimits', {
      hooksFor(e) {
        if (!isRateLimited(e)) return {};
        const name = `${e.method} ${e.path}`;
        return {
          onRequest: (request, reply) => check(`${name}|address:${request.ip}`, reply),
          preValidation: async (request, reply) => {
            const account = accountOf(e, request);
            if (account) await check(`${name}|account:${account}`, reply);
          },
        };
      },
    } satisfies EndpointLimits);
  },
  { name: 'endpoint-limits', dependencies: ['rate-limit-store', 'session-cookies'], fastify: '5.x' },
);
