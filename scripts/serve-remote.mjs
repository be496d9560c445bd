#!/usr/bin/env node
// Serves one remote's folder of the release store (bff/src/releases/store.ts): every release under
// its id, each file of a release cached as immutable (a release never changes, and an open tab keeps
// loading its chunks after the next one goes live), and at /live.json the live pointer with its
// release, which the BFFs ask for. A plain build folder is served too (its entry files revalidated
// on every load). The build's brotli or gzip copy of a file when the browser accepts it, CORS for the shell's origin.
//   node scripts/serve-remote.mjs <release store>/<remote> | <dist folder>     (PORT, HOST, SHELL_ORIGIN from the environment)
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { isReleaseId, readPointer, readRelease } from '../bff/dist/releases/store.js';

// Unhashed files a rebuild in place changes: the entry, the manifests and the pages' chunk list the BFF preloads from.
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'page-chunks.json']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether a file is inside a release (its first folder is a release id), and so never changes. */
const inRelease = (root, filePath) => isReleaseId(path.relative(root, filePath).split(path.sep)[0]);

export function buildRemoteServer({ root, shellOrigins }) {
  const app = Fastify({ logger: false });
  const store = path.dirname(root);
  const remote = path.basename(root);
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
      reply.header('Cache-Control', entry && !inRelease(root, filePath) ? 'no-cache' : IMMUTABLE);
    },
  });
  // Read on every request: a promotion is one new pointer file, seen by the next ask.
  app.get('/live.json', async (_request, reply) => {
    const pointer = await readPointer(store, remote);
    if (pointer.version === 0) return reply.code(404).send({ message: 'Not Found' });
    const release = pointer.live ? ((await readRelease(store, remote, pointer.live)) ?? null) : null;
    return reply.header('Cache-Control', 'no-cache').send({ pointer, release });
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
