import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PAGE_DATA_IDS, type PaymentScript, type RemotesManifest, type SessionInfo } from '@pcb/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BffConfig } from '../config';
import { sessionInfo } from '../session/session-info';
import { remoteFirstChunks } from './remote-first-chunks';
import { remotesManifest } from './remotes';

/** webpack's `[contenthash]` names: `main.3f9a1c2b.js`, `123.3f9a1c2b7d.css` (and their `.br`/`.gz` copies). */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.br|\.gz)?$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND_MESSAGE = 'Not Found';
const PAGE = 'index.html';
/** What the shop remote exposes to the shell (shell/src/mf/remotes.ts loads `shop/ShopApp`). */
const SHOP_EXPOSED_APP = './ShopApp';
/** Pages of the admin remote (the shell's shell/src/app/routing.ts decides the same way): no shop entry to preload. */
const ADMIN_PATHS = /^\/(admin-login|admin|payment-detail)(\/|$)/;

/**
 * What the page's head gains: the remotes' addresses and the sessions as data (a JSON block runs
 * nothing, so the CSP needs no exception), which saves the shell a `GET /bff/remotes` before it can
 * load a remote and a `GET /bff/session` before it knows who is signed in, and on a shop page the
 * shop's entry script and its app's first chunk fetched alongside the shell's own script instead of
 * one after the other.
 */
export function pageHead(
  manifest: RemotesManifest,
  pathname: string,
  shopFirstChunks: string[],
  session: SessionInfo,
  payment: PaymentScript | null = null,
): string {
  const remotes =
    jsonBlock(PAGE_DATA_IDS.remotes, manifest) + jsonBlock(PAGE_DATA_IDS.session, session) + (payment ? jsonBlock(PAGE_DATA_IDS.paymentScript, payment) : '');
  const shop = manifest.remotes.find((remote) => remote.name === 'shop');
  if (!shop || ADMIN_PATHS.test(pathname)) return remotes;
  const preloads = [shop.entry, ...shopFirstChunks].map((url) => `<link rel="preload" as="script" href="${url}">`);
  return `${preloads.join('')}${remotes}`;
}

/**
 * A navigation (or a client that takes anything, such as curl), which gets the page: not another
 * method, and not a request for something other than HTML (an icon the browser guesses at), which would otherwise take the page's one-time
 * session-ended message with it.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept;
  return accept === undefined || accept === '*/*' || accept.includes('text/html');
}

function jsonBlock(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** The shell's production build; any other page path answers index.html so the shell's router decides. */
export default async function shellRoutes(app: FastifyInstance, { config }: { config: BffConfig }) {
  const manifest = remotesManifest(config);
  const shopFirstChunks = remoteFirstChunks(config.shopRemoteUrl, SHOP_EXPOSED_APP);
  // Known before the first page (at most the manifest's time-out when the shop remote is slow), then kept fresh.
  app.addHook('onReady', () => shopFirstChunks.refresh());
  // Read on every page load (a few hundred bytes): a rebuilt shell is picked up without a restart.
  // The page carries its visitor's session, so no cache keeps it.
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const template = await readFile(path.join(config.shellDir, PAGE), 'utf8');
    const pathname = new URL(request.url, 'http://page').pathname;
    const head = pageHead(manifest, pathname, shopFirstChunks.current(), sessionInfo(app.sessionCookies, request, reply), config.paymentScript);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(template.replace('</head>', `${head}</head>`));
  }

  await app.register(fastifyStatic, {
    root: config.shellDir,
    // The page is written per request (sendPage), never sent as the bare file.
    index: false,
    allowedPath: (pathname) => pathname !== `/${PAGE}`,
    // The build's brotli and gzip copies, whichever the browser accepts, with Vary: Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', CONTENT_HASHED.test(filePath) ? IMMUTABLE : 'no-cache');
    },
  });

  app.get('/', async (request, reply) => sendPage(request, reply));
  // Everything under /bff that no route took is a JSON 404, never a file or the page.
  app.all('/bff/*', async (_request, reply) => reply.code(404).send({ message: NOT_FOUND_MESSAGE }));

  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request)) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
    return sendPage(request, reply);
  });
}
