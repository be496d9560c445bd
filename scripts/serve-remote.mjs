#!/usr/bin/env node
// Serves one remote's production build: the build's brotli or gzip copy of a file when the browser
// accepts it, CORS for the shell's origin, the entry files (remoteEntry.js, mf-manifest.json)
// revalidated on every load so a redeployed remote is picked up without rebuilding the shell, and
// content-hashed chunks cached as immutable.
//   node scripts/serve-remote.mjs <dist folder>     (PORT, HOST, SHELL_ORIGIN from the environment)
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import path from 'node:path';

// Unhashed files a redeploy changes: the entry, the manifests and the pages' chunk list the BFF preloads from.
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'page-chunks.json']);

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
      reply.header('Cache-Control', entry ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
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
  console.log(`remote ${path.basename(path.dirname(root))} on http://${host}:${port}`);
}
