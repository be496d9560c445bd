import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { BffConfig } from '../config';
import { httpErrors } from '@fastify/sensible';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_MESSAGE = 'Permintaan ditolak: header X-CSRF tidak ada.';
const CROSS_SITE_MESSAGE = 'Permintaan lintas situs ditolak.';
const RATE_LIMIT_MESSAGE = 'Terlalu banyak percobaan. Silakan coba lagi nanti.';

/**
 * A hostile page can send a simple POST (form, text/plain, multipart) without preflight, but it
 * cannot add a custom header; browsers also say when a request comes from another site.
 */
function forgeryError(request: FastifyRequest): Error | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  if (request.headers['sec-fetch-site'] === 'cross-site') return httpErrors.forbidden(CROSS_SITE_MESSAGE);
  if (request.headers['x-csrf'] !== '1') return httpErrors.forbidden(CSRF_MESSAGE);
  return undefined;
}

function contentSecurityPolicy(config: BffConfig): HelmetOptions['contentSecurityPolicy'] {
  const remotes = [config.shopRemoteUrl, config.adminRemoteUrl].map((url) => new URL(url).origin);
  // A real provider's snap.js loads from its origin, talks to it and opens its payment page there in a frame.
  const payment = config.paymentScriptOrigins;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...remotes, ...payment],
      // Manifests and chunks of the remotes are fetched; Emotion writes <style> tags at run time.
      connectSrc: ["'self'", ...remotes, ...payment],
      frameSrc: ["'self'", ...payment],
      styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
      // Previews made in the page (a picture before upload, the Gerber sides) are blob: URLs.
      imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
      fontSrc: ["'self'", 'data:', ...remotes],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.publicUrl.protocol === 'https:' ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * helmet's headers, computed once at start-up: @fastify/helmet 13 rebuilds the helmet middleware
 * (CSP directives parsed again) on every request, work the proxy hop does not need to repeat.
 */
function securityHeaders(config: BffConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  const middleware = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    hsts: config.publicUrl.protocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  middleware({} as never, recorder as never, () => undefined);
  return headers;
}

/** Security headers, the anti-forgery check on every state-changing request, and the rate limiter (opted into per route). */
export default fp(
  async function securityPlugin(app: FastifyInstance, { config }: { config: BffConfig }) {
    const headers = securityHeaders(config);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      done(forgeryError(request));
    });
    const { redis } = app.rateLimitStore;
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => httpErrors.tooManyRequests(RATE_LIMIT_MESSAGE),
      // Shared by every BFF when Redis is configured; when Redis is away the request goes through (logged by the store).
      ...(redis ? { redis, skipOnError: true, nameSpace: 'pcb-bff-rate-limit:' } : {}),
    });
  },
  { name: 'security', dependencies: ['rate-limit-store'], fastify: '5.x' },
);

/** A policy that also allows these script sources (a page's inline scripts, by their hashes). */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(^|;)script-src ([^;]*)/, `$1script-src $2 ${sources.join(' ')}`);
}

/** The route option that rate-limits login, registration and password reset per client address. */
export function authRateLimit(config: BffConfig) {
  return { rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs } };
}

/**
 * The same limit as one count shared by several routes, per client address (a route option's count is
 * the route's own, even with a `groupId`, in the in-memory store). Runs on the plugin's store.
 */
export function sharedAuthRateLimit(app: FastifyInstance, config: BffConfig, name: string): onRequestAsyncHookHandler {
  return limitKeyedBy(app, config, (request) => `${name}:${request.ip}`);
}

/**
 * The same limit per account, whatever addresses the tries come from (a botnet guessing one admin's
 * password): keyed by what `accountOf` reads, the e-mail in the body or the session's account, so it
 * runs once the body is parsed. A call naming no account is left to the per-address limit.
 */
export function accountRateLimit(
  app: FastifyInstance,
  config: BffConfig,
  name: string,
  accountOf: (request: FastifyRequest) => string | undefined,
): preHandlerAsyncHookHandler {
  const limit = limitKeyedBy(app, config, (request) => `${name}:account:${accountOf(request)}`);
  return async (request, reply) => {
    if (accountOf(request) !== undefined) await limit.call(app, request, reply);
  };
}

function limitKeyedBy(app: FastifyInstance, config: BffConfig, keyOf: (request: FastifyRequest) => string): onRequestAsyncHookHandler {
  const check = app.createRateLimit({ max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs, keyGenerator: keyOf });
  return async (request) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) throw httpErrors.tooManyRequests(RATE_LIMIT_MESSAGE);
  };
}
