import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Pool, type Dispatcher, type FormData } from 'undici';
import { withoutTrailingSlashes, type BffConfig } from '../config';
import { httpErrors } from '@fastify/sensible';
import { upstreamHeadersFor } from '../proxy/forward';

/** A browser's call as the BFF passes it on. */
export interface ForwardedCall {
  method: Dispatcher.HttpMethod;
  /** Relative to the API root, already encoded, query string included: `product/abc?x=1`. */
  path: string;
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  /** A string travels as JSON. */
  body?: string | FormData;
}

interface UpstreamCall extends Omit<ForwardedCall, 'token'> {
  headers: Record<string, string>;
  signal?: AbortSignal;
}

export interface Upstream {
  /** Calls the upstream on behalf of a browser request: a fixed set of headers and the role's token. */
  forward(request: FastifyRequest, call: ForwardedCall): Promise<Dispatcher.ResponseData>;
  /** Whether the upstream answers HTTP at all, within a short time. */
  answers(): Promise<boolean>;
  /** Whether the upstream says it is ready (`GET health/ready` answers 200), within a short time. */
  ready(): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    upstream: Upstream;
  }
}

/** A pooled socket the upstream closed while idle: safe to try once more for a GET. */
const DROPPED_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const HEALTH_TIMEOUT_MS = 2_000;

const UPSTREAM_DOWN_MESSAGE = 'Layanan sedang tidak dapat dihubungi. Silakan coba lagi nanti.';
const UPSTREAM_SLOW_MESSAGE = 'Layanan terlalu lama merespons. Silakan coba lagi nanti.';

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Turns a transport failure into a 502/504 whose message names no host, port or stack. */
function gatewayError(error: unknown): Error {
  const code = errorCode(error);
  if (code && TIMEOUT_CODES.has(code)) return httpErrors.createError(504, UPSTREAM_SLOW_MESSAGE, { cause: error, expose: true });
  return httpErrors.createError(502, UPSTREAM_DOWN_MESSAGE, { cause: error, expose: true });
}

function createUpstream(config: BffConfig, pool: Pool): Upstream {
  const upstreamHeaders = upstreamHeadersFor(config);
  const basePath = withoutTrailingSlashes(config.pcbApiUrl.pathname);
  const send = (call: UpstreamCall) =>
    pool.request({
      method: call.method,
      path: `${basePath}/${call.path}`,
      headers: call.headers,
      body: call.body,
      signal: call.signal,
    });

  // Promise chains rather than an async function: one promise less on every forwarded call.
  const sendWithOneRetryForGet = (call: UpstreamCall) =>
    send(call).catch((error: unknown) => {
      const retryable = call.method === 'GET' && DROPPED_SOCKET_CODES.has(errorCode(error) ?? '');
      if (!retryable) throw gatewayError(error);
      return send(call).catch((retryError: unknown) => {
        throw gatewayError(retryError);
      });
    });

  /** The status of a short GET, or null when nothing answered in time. */
  async function probe(path: string): Promise<number | null> {
    try {
      const response = await send({ method: 'GET', path, headers: {}, signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
      await response.body.dump();
      return response.statusCode;
    } catch {
      return null;
    }
  }

  return {
    answers: async () => (await probe('')) !== null,
    ready: async () => (await probe('health/ready')) === 200,
    forward(request, { method, path, token, body }) {
      const headers = upstreamHeaders(request, token);
      if (typeof body === 'string') headers['content-type'] = 'application/json';
      return sendWithOneRetryForGet({ method, path, headers, body });
    },
  };
}

export default fp(
  async function upstreamPlugin(app: FastifyInstance, { config }: { config: BffConfig }) {
    const timeout = config.upstreamTimeoutMs;
    const pool = new Pool(config.pcbApiUrl.origin, {
      connections: 128,
      connect: { timeout },
      headersTimeout: timeout,
      bodyTimeout: timeout,
      // Below Node's 5 s server idle time-out, so the pool rarely reuses a socket the upstream is closing.
      keepAliveTimeout: 4_000,
    });
    app.decorate('upstream', createUpstream(config, pool));
    app.addHook('onClose', async () => pool.close());
  },
  { name: 'upstream', fastify: '5.x' },
);
