import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import httpProxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

/** The same small JSON answer every hop ends at: a product list as the upstream gives it. */
const PRODUCTS = JSON.stringify(
  Array.from({ length: 8 }, (_, i) => ({ _id: i.toString(16).padStart(24, '0'), product_name: `PCB ${i}`, harga: 15000 + i, stock: i })),
);

/** A session cookie as a browser holds it; the BFF only forwards it as a bearer. */
export const BENCH_SESSION_COOKIE = `pcb_user=${[{ alg: 'HS256' }, { id: 'bench', username: 'bench', exp: 4102444800 }]
  .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
  .join('.')}.signature`;

/** Per-request logger work is measured on both proxies; no lines are written. */
const BENCH_LOG_LEVEL = 'silent';

export interface Running {
  origin: string;
  close(): Promise<void>;
}

function originOf(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function listening(app: FastifyInstance): Promise<Running> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { origin: originOf(app.server), close: () => app.close() };
}

/** (a) A minimal upstream: bare node:http answering `GET /api/product`. */
export async function startMinimalUpstream(): Promise<Running> {
  const server = createServer((request, response) => {
    if (request.url !== '/api/product') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(PRODUCTS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: originOf(server), close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * (b) Our BFF in front of the upstream, exactly as it runs in production. Its release poll asks the upstream,
 * whose 404 means a remote's server without a release store: answered, as a fleet's remote servers answer.
 */
export async function startBff(upstreamOrigin: string): Promise<Running> {
  const config = loadConfig({
    PCB_API_URL: `${upstreamOrigin}/api`,
    SHOP_REMOTE_INTERNAL_URL: upstreamOrigin,
    ADMIN_REMOTE_INTERNAL_URL: upstreamOrigin,
    LOG_LEVEL: BENCH_LOG_LEVEL,
    SHELL_DIR: tmpdir(),
  });
  return listening(await buildApp(config));
}

/** (c) `@fastify/http-proxy` doing the same hop, with nothing else; a pino logger at the BFF's level, as any production server has. */
export async function startHttpProxy(upstreamOrigin: string): Promise<Running> {
  const app = Fastify({ logger: { level: BENCH_LOG_LEVEL } });
  await app.register(httpProxy, { upstream: upstreamOrigin, prefix: '/bff/api', rewritePrefix: '/api' });
  return listening(app);
}
