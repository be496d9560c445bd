import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { BffConfig } from '../config';
import { httpErrors } from '@fastify/sensible';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_MESSAGE = 'Permintaan ditolak: header X-CSRF tidak ada.';
const CROSS_SITE_MESSAGE = 'Permintaan lintas situs ditolak.';

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

/** The shop uses no camera, microphone, location or sensors; only its payment popup may ask for a payment. */
function permissionsPolicy(config: BffConfig): string {
  const payment = ['self', ...config.paymentScriptOrigins.map((origin) => `"${origin}"`)].join(' ');
  const denied = ['camera', 'microphone', 'geolocation', 'usb', 'serial', 'bluetooth', 'midi', 'accelerometer', 'gyroscope', 'magnetometer', 'interest-cohort'];
  return [...denied.map((feature) => `${feature}=()`), `payment=(${payment})`].join(', ');
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
  headers['permissions-policy'] = permissionsPolicy(config);
  return headers;
}

/** Security headers and the anti-forgery check on every state-changing request. */
export default fp(
  async function securityPlugin(app: FastifyInstance, { config }: { config: BffConfig }) {
    const headers = securityHeaders(config);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      done(forgeryError(request));
    });
  },
  { name: 'security', fastify: '5.x' },
);

/** A policy that also allows these script sources (a page's inline scripts, by their hashes). */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(^|;)script-src ([^;]*)/, `$1script-src $2 ${sources.join(' ')}`);
}
