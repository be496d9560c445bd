import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';
import { HttpError } from '../http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_MESSAGE = 'Permintaan ditolak: header X-CSRF tidak ada.';
export const CROSS_SITE_MESSAGE = 'Permintaan lintas situs ditolak.';
export const RATE_LIMIT_MESSAGE = 'Terlalu banyak percobaan. Silakan coba lagi nanti.';

/**
 * A hostile page can send a simple POST (form, text/plain, multipart) without preflight, but it
 * cannot add a custom header; browsers also say when a request comes from another site.
 */
function refuseForgedRequest(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, CROSS_SITE_MESSAGE);
  if (request.headers['x-csrf'] !== '1') throw new HttpError(403, CSRF_MESSAGE);
}

function contentSecurityPolicy(config: BffConfig) {
  const remotes = [config.shopRemoteUrl, config.adminRemoteUrl].map((url) => new URL(url).origin);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...remotes],
      // Manifests and chunks of the remotes are fetched; Emotion writes <style> tags at run time.
      connectSrc: ["'self'", ...remotes],
      styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
      imgSrc: ["'self'", 'data:', ...remotes],
      fontSrc: ["'self'", 'data:', ...remotes],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.publicUrl.protocol === 'https:' ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** Security headers, the anti-forgery check on every state-changing request, and the rate limiter (opted into per route). */
export default fp(
  async function securityPlugin(app: FastifyInstance, { config }: { config: BffConfig }) {
    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy(config),
      hsts: config.publicUrl.protocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onRequest', async (request) => refuseForgedRequest(request));
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, RATE_LIMIT_MESSAGE),
    });
  },
  { name: 'security', fastify: '5.x' },
);

/** The route option that rate-limits login, registration and password reset per client address. */
export function authRateLimit(config: BffConfig) {
  return { rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs } };
}
