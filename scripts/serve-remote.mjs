#!/usr/bin/env node
// Serves one remote's releases from the release store (bff/src/releases/): every release under its id,
// each file of a release cached as immutable (a release never changes, and an open tab keeps loading
// its chunks after the next one goes live); at /live.json the live pointer with its release, which the
// BFFs ask for; outside the releases' folders, the live release's files. The build's brotli or gzip
// copy of a file when the browser accepts it, CORS for the shell's origin.
//   node scripts/serve-remote.mjs <release store>/<remote>    the folder store (RELEASE_STORE) of one host; with
//                                                             RELEASE_STORE_URL set, <remote> from the PostgreSQL store every host reaches
//                                                             (so each launcher's command serves from the store configured)
//   node scripts/serve-remote.mjs <dist folder>               a plain build, its entry files revalidated on every load
// (PORT, HOST, SHELL_ORIGIN from the environment)
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// Unhashed files a rebuild in place changes: the entry, the manifests and the pages' chunk list the BFF preloads from.
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'page-chunks.json']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Release files a database-backed server keeps in memory, oldest dropped first. */
const CACHE_BYTES = 64 * 1024 * 1024;

// The store's layout, as bff/src/releases/ writes it. Read here in a few lines rather than imported
// from the BFF's build, so that a remote's server (and its image) stands on its own.
const RELEASE_ID = /^\d{8}-\d{6}-[0-9a-f]{8}$/;
const POINTER_FILE = /^(\d+)\.json$/;

/** Whether an address is inside a release (its first folder is a release id), and so never changes. */
const inRelease = (url) => RELEASE_ID.test(url.split('/')[1] ?? '');

/** Entry files outside a release's folder are revalidated on every load; everything else never changes. */
const cacheControl = (file, url) => (ENTRY_FILES.has(path.basename(file).replace(/\.(br|gz)$/, '')) && !inRelease(url) ? 'no-cache' : IMMUTABLE);

/** The live pointer in force (its highest version) and the release it names; undefined before the first promotion. */
async function liveRelease(root) {
  const names = await readdir(path.join(root, 'pointer')).catch(() => []);
  const newest = Math.max(...names.flatMap((name) => POINTER_FILE.exec(name)?.[1] ?? []).map(Number));
  if (!Number.isFinite(newest)) return undefined;
  const pointer = JSON.parse(await readFile(path.join(root, 'pointer', `${newest}.json`), 'utf8'));
  const release = RELEASE_ID.test(pointer.live ?? '') ? JSON.parse(await readFile(path.join(root, pointer.live, 'release.json'), 'utf8')) : null;
  return { pointer, release };
}

/** The server both stores share: CORS for the shell's origins and the headers every answer carries. */
function remoteServer(shellOrigins) {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && shellOrigins.includes(origin)) reply.header('Access-Control-Allow-Origin', origin);
    // Added to, not replaced: a file also varies on Accept-Encoding (its brotli, gzip or plain copy).
    reply.header('Vary', [reply.getHeader('Vary'), 'Origin'].filter(Boolean).join(', '));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  return app;
}

/** A remote's folder of the folder store, or a plain build folder. */
export function buildRemoteServer({ root, shellOrigins }) {
  const app = remoteServer(shellOrigins);
  app.register(fastifyStatic, {
    root,
    // The build's brotli and gzip copies, whichever the browser accepts.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControl(filePath, reply.request.url)),
  });
  // Outside a release's folder, the live release's files: what a page gets whose BFF has not yet
  // learnt which release is live (it started while this server was down), and a retry then finds.
  app.setNotFoundHandler(async (request, reply) => {
    const file = new URL(request.url, 'http://remote').pathname;
    const live = request.method === 'GET' && !inRelease(file) ? await liveRelease(root) : undefined;
    if (!live?.pointer.live) return reply.code(404).send({ message: 'Not Found' });
    return reply.sendFile(file.slice(1), path.join(root, live.pointer.live));
  });
  // Read on every request: a promotion is one new pointer file, seen by the next ask.
  app.get('/live.json', async (_request, reply) => {
    const live = await liveRelease(root);
    if (!live) return reply.code(404).send({ message: 'Not Found' });
    return reply.header('Cache-Control', 'no-cache').send(live);
  });
  return app;
}

/**
 * One remote of the PostgreSQL store, read through `db.query` (a node-postgres pool), from the tables
 * bff/src/releases/postgres-store.ts writes. The pointer is read on every ask, as the folder's is: one
 * indexed row, and a promotion is seen by the next request on every host. Files of any release still
 * stored are served, so a page on an older release finds its chunks on a host that never served it.
 */
export function buildDatabaseRemoteServer({ db, remote, shellOrigins }) {
  const app = remoteServer(shellOrigins);
  const cache = new Map();
  let cachedBytes = 0;

  /** Rows of a query; none while the store has no tables yet (nothing published). */
  const rows = (text, params) =>
    db.query(text, params).then(
      (result) => result.rows,
      (error) => (error.code === '42P01' ? [] : Promise.reject(error)),
    );

  async function livePointer() {
    const [row] = await rows('SELECT version, live, history, changed_at FROM remote_live_pointers WHERE remote = $1 ORDER BY version DESC LIMIT 1', [remote]);
    return row && { version: row.version, live: row.live, history: row.history, changedAt: row.changed_at.toISOString() };
  }

  /** A release's file with its precompressed copies (`.br`, `.gz`) by suffix; undefined when the release has no such file. */
  async function releaseFile(id, file) {
    const key = `${id}/${file}`;
    if (cache.has(key)) return cache.get(key);
    const found = await rows('SELECT path, content_type, bytes FROM remote_release_files WHERE remote = $1 AND release_id = $2 AND path = ANY($3)', [
      remote,
      id,
      [file, `${file}.br`, `${file}.gz`],
    ]);
    const variants = Object.fromEntries(found.map((row) => [row.path.slice(file.length), row]));
    if (!variants['']) return undefined;
    // A release is written in one transaction: once one of its files is found, none of them changes.
    cache.set(key, variants);
    cachedBytes += found.reduce((sum, row) => sum + row.bytes.length, 0);
    for (const [oldest, old] of cache) {
      if (cachedBytes <= CACHE_BYTES) break;
      cache.delete(oldest);
      cachedBytes -= Object.values(old).reduce((sum, row) => sum + row.bytes.length, 0);
    }
    return variants;
  }

  /** The copy to send: brotli, then gzip, when the browser accepts it and the build made it. */
  function chooseEncoding(variants, acceptEncoding = '') {
    if (variants['.br'] && /\bbr\b/.test(acceptEncoding)) return ['.br', 'br'];
    if (variants['.gz'] && /\bgzip\b/.test(acceptEncoding)) return ['.gz', 'gzip'];
    return ['', undefined];
  }

  app.get('/live.json', async (_request, reply) => {
    const pointer = await livePointer();
    if (!pointer) return reply.code(404).send({ message: 'Not Found' });
    const [release] = pointer.live ? await rows('SELECT manifest FROM remote_releases WHERE remote = $1 AND id = $2', [remote, pointer.live]) : [];
    return reply.header('Cache-Control', 'no-cache').send({ pointer, release: release?.manifest ?? null });
  });

  // In a release's folder, that release's file; elsewhere the live release's (see the folder store's server).
  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://remote').pathname;
    const [, first, ...rest] = url.split('/');
    const id = inRelease(url) ? first : (await livePointer())?.live;
    const variants = id && (await releaseFile(id, inRelease(url) ? rest.join('/') : url.slice(1)));
    if (!variants) return reply.code(404).send({ message: 'Not Found' });
    const [suffix, encoding] = chooseEncoding(variants, request.headers['accept-encoding']);
    const etag = `"${id}${suffix}"`;
    reply.header('Cache-Control', cacheControl(url, url)).header('ETag', etag).header('Content-Type', variants[''].content_type);
    if (variants['.br'] || variants['.gz']) reply.header('Vary', 'Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(Buffer.from(variants[suffix].bytes));
  });

  // A database away is this server's trouble, not the page's request: no detail in the answer.
  app.setErrorHandler(async (error, _request, reply) => {
    console.error(`remote ${remote}: ${error.message}`);
    return reply.code(503).send({ message: 'Service Unavailable' });
  });
  return app;
}

/** RELEASE_STORE_URL, or the content of the file RELEASE_STORE_URL_FILE names (a Swarm secret), as the BFF reads it. */
async function releaseStoreUrl() {
  const file = process.env.RELEASE_STORE_URL_FILE;
  return file ? (await readFile(file, 'utf8')).trimEnd() : process.env.RELEASE_STORE_URL;
}

async function serverFromArguments(shellOrigins) {
  const storeUrl = await releaseStoreUrl();
  if (!storeUrl) {
    const root = path.resolve(process.argv[2] ?? '.');
    return { app: buildRemoteServer({ root, shellOrigins }), serving: path.relative(process.cwd(), root), close: async () => {} };
  }
  const remote = path.basename(process.argv[2] ?? '');
  if (remote !== 'shop' && remote !== 'admin')
    throw new Error(`with RELEASE_STORE_URL, the argument ends with the remote, shop or admin: got "${process.argv[2] ?? ''}"`);
  const { default: pg } = await import('pg');
  const db = new pg.Pool({ connectionString: storeUrl });
  return { app: buildDatabaseRemoteServer({ db, remote, shellOrigins }), serving: `${remote} (PostgreSQL release store)`, close: () => db.end() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 3001);
  const shellOrigins = (process.env.SHELL_ORIGIN ?? 'http://127.0.0.1:3000').split(',').map((o) => o.trim());
  const { app, serving, close } = await serverFromArguments(shellOrigins);
  const stop = () =>
    app
      .close()
      .then(close)
      .then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`remote ${serving} on ${await app.listen({ host, port })}`);
}
