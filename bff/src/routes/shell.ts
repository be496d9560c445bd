import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PAGE_DATA_IDS, remoteForPath, type PaymentScript, type RemoteName, type RemotesManifest, type SessionInfo } from '@pcb/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BffConfig } from '../config';
import { withScriptSources } from '../plugins/security';
import { sessionInfo } from '../session/session-info';
import { chunkFiles, remoteChunks, type FolderChunks, type RemoteChunks } from './remote-chunks';
import { remotesManifest } from './remotes';

/** webpack's `[contenthash]` names: `main.3f9a1c2b.js`, `123.3f9a1c2b7d.css` (and their `.br`/`.gz` copies). */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.br|\.gz)?$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND_MESSAGE = 'Not Found';
const PAGE = 'index.html';
/** The shell build's scripts behind each shared module it provides (webpack/perf/page-preloads.js). */
const SHARED_CHUNKS = 'shared-chunks.json';
/** What each remote exposes to the shell (shell/src/mf/remotes.ts loads `shop/ShopApp` and `admin/AdminApp`). */
const EXPOSED_APPS: Record<RemoteName, string> = { shop: './ShopApp', admin: './AdminApp' };

/**
 * What the page's head gains: the remotes' addresses and the sessions as data (a JSON block runs
 * nothing, so the CSP needs no exception), which saves the shell a `GET /bff/remotes` before it can
 * load a remote and a `GET /bff/session` before it knows who is signed in, and the page's remote's
 * entry script and its app's first chunk fetched alongside the shell's own script instead of one
 * after the other.
 */
export function pageHead(manifest: RemotesManifest, preloads: PagePreloads, session: SessionInfo | null, payment: PaymentScript | null = null): string {
  const data =
    jsonBlock(PAGE_DATA_IDS.remotes, manifest) +
    (session ? jsonBlock(PAGE_DATA_IDS.session, session) : '') +
    (payment ? jsonBlock(PAGE_DATA_IDS.paymentScript, payment) : '');
  const preload = (priority: string) => (url: string) => `<link rel="preload" as="script" href="${url}"${priority}>`;
  return preloads.first.map(preload('')).join('') + preloads.page.map(preload(' fetchpriority="low"')).join('') + data;
}

/** Scripts the page preloads besides the shell's own: those of the first paint, and those of a lazily loaded page. */
export interface PagePreloads {
  first: string[];
  /** Fetched at low priority, after the first paint's scripts, yet without waiting for the app to ask. */
  page: string[];
}

const NO_PRELOADS: PagePreloads = { first: [], page: [] };

/**
 * The scripts a page needs that the shell's own page does not already preload: the entry of the
 * remote that draws it and that remote's app's first chunk, and on a lazily loaded page (a sign-in
 * screen, the cart, the dashboard…) that page's chunks and the shell's scripts of the shared modules
 * it consumes (the forms, say).
 */
function remotePreloads(
  manifest: RemotesManifest,
  pathname: string,
  chunksOf: (name: RemoteName) => FolderChunks,
  sharedChunks: Record<string, unknown>,
  template: string,
): PagePreloads {
  const name = remoteForPath(pathname);
  const remote = manifest.remotes.find((candidate) => candidate.name === name);
  // A refused release is never loaded: nothing of it to fetch.
  if (!remote?.entry || remote.refused) return NO_PRELOADS;
  const chunks = chunksOf(name);
  const page = chunks.pageAt(pathname);
  const shellFiles = (page?.shared ?? []).flatMap((key) => chunkFiles(sharedChunks[key])).filter((file) => !template.includes(`/${file}`));
  return { first: [remote.entry, ...chunks.first], page: [...new Set([...(page?.files ?? []), ...shellFiles.map((file) => `/${file}`)])] };
}

/**
 * A navigation (or a client that takes anything, such as curl), which gets the page: not another
 * method, and not a request for something other than HTML (an icon the browser guesses at), which
 * would otherwise take the page's one-time session-ended message with it.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept;
  return accept === undefined || accept === '*/*' || accept.includes('text/html');
}

/** The CSP sources that allow the page's inline scripts (the colour-mode script) and nothing else. */
export function inlineScriptHashes(template: string): string[] {
  // Cut with indexOf: a lazy <script>…</script> pattern is quadratic on a page of unclosed tags.
  return template
    .split('<script>')
    .slice(1)
    .flatMap((rest) => {
      const end = rest.indexOf('</script>');
      return end === -1 ? [] : [`'sha256-${createHash('sha256').update(rest.slice(0, end)).digest('base64')}'`];
    });
}

function jsonBlock(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** The shell's production build; any other page path answers index.html so the shell's router decides. */
export default async function shellRoutes(app: FastifyInstance, { config }: { config: BffConfig }) {
  // One reader a remote, for its live release and a canary alike: each session preloads what it is served.
  const chunksOf: Record<RemoteName, RemoteChunks> = { shop: remoteChunks(EXPOSED_APPS.shop), admin: remoteChunks(EXPOSED_APPS.admin) };
  // Known before the first page (at most the manifest's time-out when a remote is slow), then kept fresh.
  app.addHook('onReady', async () => {
    await Promise.all(app.liveReleases.all().map((live) => chunksOf[live.name].refresh(live)));
  });
  // Read on every page load (about 3 KB): a rebuilt shell is picked up without a restart.
  // The page carries its visitor's session, so no cache keeps it.
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const template = await readFile(path.join(config.shellDir, PAGE), 'utf8');
    const build = shellBuildOf(template);
    const sharedChunks = await build.sharedChunks;
    const pathname = new URL(request.url, 'http://page').pathname;
    const browserSession = app.sessionCookies.ensureBrowserSession(request, reply);
    const manifest = remotesManifest(app.liveReleases, browserSession);
    app.canaries.served(remoteForPath(pathname), manifest, browserSession);
    const { perfOff } = config;
    // The release each remote's entry in the manifest came from.
    const servedChunks = (name: RemoteName) => chunksOf[name].of(app.liveReleases.forSession(name, browserSession));
    const preloads = perfOff.has('page-preloads') ? NO_PRELOADS : remotePreloads(manifest, pathname, servedChunks, sharedChunks, template);
    // Without the session in the page, the shell asks GET /bff/session, which hands over a session-ended message.
    const session = perfOff.has('session-in-page') ? null : sessionInfo(app.sessionCookies, request, reply);
    const head = pageHead(manifest, preloads, session, config.paymentScript);
    const policy = withScriptSources(String(reply.getHeader('content-security-policy')), build.scriptHashes);
    return (
      reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', policy)
        .type('text/html; charset=utf-8')
        // A function, so `$'` or `$&` in what is written (a buyer's name) is not read as a replacement pattern.
        .send(template.replace('</head>', () => `${head}</head>`))
    );
  }

  // Read again only when the page changes: every shell build names new scripts in index.html.
  let shellBuild: { template: string; sharedChunks: Promise<Record<string, unknown>>; scriptHashes: string[] } | undefined;
  function shellBuildOf(template: string) {
    if (shellBuild?.template !== template) shellBuild = { template, sharedChunks: readSharedChunks(), scriptHashes: inlineScriptHashes(template) };
    return shellBuild;
  }

  async function readSharedChunks(): Promise<Record<string, unknown>> {
    try {
      return JSON.parse(await readFile(path.join(config.shellDir, SHARED_CHUNKS), 'utf8')) as Record<string, unknown>;
    } catch {
      return {};
    }
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
