import { CodeBody, endpoints, type Endpoint } from '@pcb/contract';
import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';
import { accountOfToken, emailInBody } from '../session/tokens';
import { clientKey } from './client-key';

const RATE_LIMIT_MESSAGE = 'Terlalu banyak percobaan. Silakan coba lagi nanti.';

const isPasswordChange = (e: Endpoint) => e.method !== 'GET' && /(^|\/)password\/change-password$/.test(e.path);

/** Calls that try a secret of the signed-in account: its password, or an admin's second-step code (every call sending one). */
const triesAccountSecret = (e: Endpoint) => isPasswordChange(e) || e.schema.body === CodeBody;

/**
 * The calls that try a password or a code, or send e-mail, read from the contract: every write anyone may
 * send without a session (sign-in, registration, verification, reset, the simulator's page), every password
 * change and every second-step code.
 */
const isRateLimited = (e: Endpoint) => e.method !== 'GET' && (e.session === 'none' || triesAccountSecret(e));

/**
 * Reads anyone may make with a share link's token: limited so that no one tries tokens or pulls PDFs at
 * will, with one count for the three (a page view is the page, its board and perhaps its PDF).
 */
const SHARE_LOOKUPS: readonly Endpoint[] = [endpoints.viewShared, endpoints.sharedDesign, endpoints.sharedDocument];

/** The price list anyone may read, the instant quote's as much as the form's: limited so that no one pulls it at will. */
const PRICE_LIST_READS: readonly Endpoint[] = [endpoints.listPrototypeOptions];

export interface EndpointLimits {
  /** The hooks that hold an endpoint's limits, the same counters whichever route reaches it; none for an unlimited one. */
  hooksFor(e: Endpoint): { onRequest?: onRequestAsyncHookHandler; preValidation?: preValidationAsyncHookHandler };
}

declare module 'fastify' {
  interface FastifyInstance {
    endpointLimits: EndpointLimits;
  }
}

/** The account a call is about: the session's account for a password or a code, else the e-mail it names. */
function accountOf(e: Endpoint, request: FastifyRequest): string | undefined {
  if (!triesAccountSecret(e)) return emailInBody(request.body);
  return accountOfToken(request.server.sessionCookies.token(request, e.session === 'admin' ? 'admin' : 'user'));
}

/**
 * Limits keyed by the upstream endpoint, not by the route: `/bff/register`, `/bff/api/register/buyer` and
 * `/bff/admin/api/register/buyer` share one count per client address, and one per account.
 */
export default fp(
  async function endpointLimitsPlugin(app: FastifyInstance, { config }: { config: BffConfig }) {
    const { max, windowMs, shareMax, priceListMax } = config.rateLimit;

    async function check(endpoint: string, key: string, reply: FastifyReply, limit = max) {
      if ((await app.rateLimitStore.hit(`${endpoint}|${key}`, windowMs)) <= limit) return;
      app.bffMetrics.rateLimitRejections.inc({ endpoint });
      reply.header('retry-after', String(Math.ceil(windowMs / 1000)));
      throw httpErrors.tooManyRequests(RATE_LIMIT_MESSAGE);
    }

    app.decorate('endpointLimits', {
      hooksFor(e) {
        if (SHARE_LOOKUPS.includes(e)) return { onRequest: (request, reply) => check('share-links', `address:${clientKey(request.ip)}`, reply, shareMax) };
        if (PRICE_LIST_READS.includes(e))
          return { onRequest: (request, reply) => check('price-list', `address:${clientKey(request.ip)}`, reply, priceListMax) };
        if (!isRateLimited(e)) return {};
        const name = `${e.method} ${e.path}`;
        return {
          onRequest: (request, reply) => check(name, `address:${clientKey(request.ip)}`, reply),
          preValidation: async (request, reply) => {
            const account = accountOf(e, request);
            if (account) await check(name, `account:${account}`, reply);
          },
        };
      },
    } satisfies EndpointLimits);
  },
  { name: 'endpoint-limits', dependencies: ['rate-limit-store', 'session-cookies', 'metrics'], fastify: '5.x' },
);
