#!/usr/bin/env node
// Serves one remote's folder of the release store (bff/src/releases/store.ts): every release under
// its id, each file of a release cached as immutable (a release never changes, and an open tab keeps
// loading its chunks after the next one goes live); at /live.json the live pointer with its release,
// which the BFFs ask for; outside the releases' folders, the live release's files. A plain build
// folder is served too (its entry files revalidated on every load). The build's brotli or gzip copy
// of a file when the browser accepts it, CORS for the shell's origin.
//   node scripts/serve-remote.mjs <release store>/<remote> | <dist folder>     (PORT, HOST, SHELL_ORIGIN from the environment)
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// Unhashed files a rebuild in place changes: the entry, the manifests and the pages' chunk list the BFF preloads from.
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'page-chunks.json']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

// The store's layout, as bff/src/releases/store.ts writes it. Read here in a few lines rather than
// imported from the BFF's build, so that a remote's server (and its image) stands on its own.
const RELEASE_ID = /^\d{8}-\d{6}-[0-9a-f]{8}$/;
const POINTER_FILE = /^(\d+)\.json$/;

/** Whether an address is inside a release (its first folder is a release id), and so never changes. */
const inRelease = (url) => RELEASE_ID.test(url.split('/')[1] ?? '');

/** The live pointer in force (its highest version) and the release it names; undefined before the first promotion. */
async function liveRelease(root) {
  const names = await readdir(path.join(root, 'pointer')).catch(() => []);
  const newest = Math.max(...names.flatMap((name) => POINTER_FILE.exec(name)?.[1] ?? []).map(Number));
  if (!Number.isFinite(newest)) return undefined;
  const pointer = JSON.parse(await readFile(path.join(root, 'pointer', `${newest}.json`), 'utf8'));
  const release = RELEASE_ID.test(pointer.live ?? '') ? JSON.parse(await readFile(path.join(root, pointer.live, 'release.json'), 'utf8')) : null;
  return { pointer, release };
}

export function buildRemoteServer({ root, shellOrigins }) {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && shellOrigins.includes(origin)) reply.header('Access-Control-Allow-Origin', origin);
    // Added to, not replaced: a file also varies on Accept-Encoding (its brotli, gzip or plain copy).
    reply.header('Vary', [reply.getHeader('Vary'), 'Origin'].filter(Boolean).join(', '));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  app.register(fastifyStatic, {
    root,
    // The build's brotli and gzip copies, whichever the browser accepts.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const entry = ENTRY_FILES.has(path.basename(filePath).replace(/\.(br|gz)$/, ''));
      reply.header('Cache-Control', entry && !inRelease(reply.request.url) ? 'no-cache' : IMMUTABLE);
    },
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? '.');
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 3001);
  const shellOrigins = (process.env.SHELL_ORIGIN ?? 'http://127.0.0.1:3000').split(',').map((o) => o.trim());
  const app = buildRemoteServer({ root, shellOrigins });
  const stop = () => app.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ host, port });
  console.log(`remote ${path.relative(process.cwd(), root)} on http://${host}:${port}`);
}
