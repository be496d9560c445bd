#!/usr/bin/env node
// Serves one remote's releases from the release store (bff/src/releases/): every release under its id,
// each file of a release cached as immutable (a release never changes, and an open tab keeps loading
// its chunks after the next one goes live); at /live.json the live pointer with its release, which the
// BFFs ask for (and the canary's, when one runs); outside the releases' folders, the live release's files. The build's brotli or gzip
// copy of a file when the browser accepts it, CORS for the shell's origin.
// Only what a release's sealed manifest lists is served, and only as it was published: the manifest's
// signature and each file's SHA-256 are checked (bff/src/releases/integrity.ts), and a release's entry
// only once every file of that release has been. A release that fails is refused (503) and logged.
//   node scripts/serve-remote.mjs <release store>/<remote>    the folder store (RELEASE_STORE) of one host; with
//                                                             RELEASE_STORE_URL set, <remote> from the PostgreSQL store every host reaches
//                                                             (so each launcher's command serves from the store configured)
//   node scripts/serve-remote.mjs <dist folder>               a plain build (it has an mf-manifest.json), its entry files revalidated on every load
// (PORT, HOST, SHELL_ORIGIN, RELEASE_SIGNING_KEY or RELEASE_SIGNING_KEY_FILE from the environment)
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { contentType } from 'mime-types';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { isRemoteKey, RELEASE_STORE } from '@pcb/contract/platform';

// Unhashed files a rebuild in place changes: the entry, the manifests and the pages' chunk list the BFF preloads from.
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'page-chunks.json']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Release files a server keeps in memory, verified, oldest dropped first. */
const CACHE_BYTES = 64 * 1024 * 1024;
const PRECOMPRESSED = /\.(br|gz)$/;

// The seal's rules, as bff/src/releases/ writes them. Written here in a few lines rather than imported
// from the BFF's build, so that a remote's server (and its image) stands on its own; the tests publish
// with the one and serve with the other. The store's layout is the platform table's.
const { releaseId: RELEASE_ID, pointerFile: POINTER_FILE, pointerDir: POINTER_DIR, releaseFile: RELEASE_FILE } = RELEASE_STORE;

/** Whether an address is inside a release (its first folder is a release id), and so never changes. */
const inRelease = (url) => RELEASE_ID.test(url.split('/')[1] ?? '');

/** Entry files outside a release's folder are revalidated on every load; everything else never changes. */
const cacheControl = (file, url) => (ENTRY_FILES.has(path.basename(file).replace(PRECOMPRESSED, '')) && !inRelease(url) ? 'no-cache' : IMMUTABLE);

const sha256 = (content) => createHash('sha256').update(content).digest('hex');

const canonicalJson = (value) =>
  Array.isArray(value)
    ? `[${value.map(canonicalJson).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
          .join(',')}}`
      : JSON.stringify(value);

/** Why a stored manifest cannot be trusted for release `id`, or undefined (integrity.ts's signature rules). */
function manifestProblem(manifest, id, remote, key) {
  if (!manifest) return 'not in the store';
  if (manifest.id !== id || manifest.remote !== remote) return 'manifest of another release';
  const { signature, ...unsigned } = manifest;
  if (typeof signature !== 'string' || typeof unsigned.files !== 'object') return 'no sealed manifest';
  const text = canonicalJson(unsigned);
  const expected = key ? `hmac-sha256:${createHmac('sha256', key).update(text).digest('hex')}` : `sha256:${sha256(text)}`;
  const same = expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
  return same ? undefined : 'manifest signature does not match';
}

/** A path inside a release's folder: relative, with no `.`, `..` or empty step. */
const insideRelease = (file) => file.split('/').every((step) => step !== '' && step !== '.' && step !== '..' && !step.includes('\\'));

/** A release that failed its check: refused, never served. */
class Refused extends Error {}

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

/** A plain build folder, served as it is. */
export function buildRemoteServer({ root, shellOrigins }) {
  const app = remoteServer(shellOrigins);
  app.register(fastifyStatic, {
    root,
    // The build's brotli and gzip copies, whichever the browser accepts.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControl(filePath, reply.request.url)),
  });
  return app;
}

/**
 * A remote's releases from a store, read through `source`:
 *   pointer()            the live pointer in force, undefined before the first promotion
 *   manifest(id)         a release's stored manifest, undefined when there is none
 *   files(id, paths)     those of the release's files the store has: [{ path, bytes }]
 *   seals(id)            every file the store holds for the release: Map path → { sha256, bytes }, null when not a plain file
 * The pointer is read on every ask: a promotion is seen by the next request on every host. Files of any
 * release still stored are served, so a page on an older release finds its chunks on a host that never served it.
 */
function buildStoreServer({ source, remote, shellOrigins, signingKey, log = console.error }) {
  const app = remoteServer(shellOrigins);
  /** id → its manifest, once its signature held: a release never changes, and what was verified is what is trusted. */
  const manifests = new Map();
  /** Releases every file of which has been checked: their entries may be served. */
  const whole = new Set();
  const cache = new Map();
  let cachedBytes = 0;

  function refuse(id, reason) {
    log(`remote ${remote}: release ${id} refused: ${reason}`);
    throw new Refused(reason);
  }

  async function verifiedManifest(id) {
    if (manifests.has(id)) return manifests.get(id);
    const manifest = await source.manifest(id);
    if (!manifest) return undefined;
    const problem = manifestProblem(manifest, id, remote, signingKey);
    if (problem) refuse(id, problem);
    manifests.set(id, manifest);
    return manifest;
  }

  /** Every file the store holds for the release is the one sealed, and nothing else is there. */
  async function checkWhole(id, manifest) {
    if (whole.has(id)) return;
    const stored = await source.seals(id);
    const wrong = Object.entries(manifest.files).filter(([file, seal]) => stored.get(file)?.sha256 !== seal.sha256);
    const extra = [...stored.keys()].filter((file) => !Object.hasOwn(manifest.files, file));
    if (wrong.length + extra.length > 0) refuse(id, `files changed: ${[...wrong.map(([file]) => file), ...extra].join(', ')}`);
    whole.add(id);
  }

  /** A release's file with its precompressed copies (`.br`, `.gz`) by suffix, each checked; undefined when the manifest has no such file. */
  async function releaseFile(id, manifest, file) {
    const key = `${id}/${file}`;
    if (cache.has(key)) return cache.get(key);
    if (!insideRelease(file) || !Object.hasOwn(manifest.files, file)) return undefined;
    const wanted = [file, `${file}.br`, `${file}.gz`].filter((name) => Object.hasOwn(manifest.files, name));
    const found = await source.files(id, wanted);
    for (const name of wanted) {
      const bytes = found.find((row) => row.path === name)?.bytes;
      if (!bytes || sha256(bytes) !== manifest.files[name].sha256) refuse(id, `${name} ${bytes ? 'changed' : 'missing'}`);
    }
    const type = contentType(path.basename(file)) || 'application/octet-stream';
    const variants = Object.fromEntries(found.map((row) => [row.path.slice(file.length), { type, bytes: Buffer.from(row.bytes) }]));
    cache.set(key, variants);
    cachedBytes += found.reduce((sum, row) => sum + row.bytes.length, 0);
    for (const [oldest, old] of cache) {
      if (cachedBytes <= CACHE_BYTES) break;
      cache.delete(oldest);
      cachedBytes -= Object.values(old).reduce((sum, variant) => sum + variant.bytes.length, 0);
    }
    return variants;
  }

  /** The copy to send: brotli, then gzip, when the browser accepts it and the build made it. */
  function chooseEncoding(variants, acceptEncoding = '') {
    if (variants['.br'] && /\bbr\b/.test(acceptEncoding)) return ['.br', 'br'];
    if (variants['.gz'] && /\bgzip\b/.test(acceptEncoding)) return ['.gz', 'gzip'];
    return ['', undefined];
  }

  /** A release's verified manifest as the BFFs need it (not the files' seals); null when there is none. */
  async function releaseFacts(id) {
    const manifest = RELEASE_ID.test(id ?? '') ? await verifiedManifest(id) : undefined;
    if (!manifest) return null;
    const { files: _files, signature: _signature, ...release } = manifest;
    return release;
  }

  app.get('/live.json', async (_request, reply) => {
    const pointer = await source.pointer();
    if (!pointer) return reply.code(404).send({ message: 'Not Found' });
    const [release, canaryRelease] = await Promise.all([releaseFacts(pointer.live), releaseFacts(pointer.canary?.release)]);
    return reply.header('Cache-Control', 'no-cache').send({ pointer, release, canaryRelease });
  });

  // In a release's folder, that release's file; elsewhere the live release's: what a page gets whose BFF
  // has not yet learnt which release is live (it started while this server was down), and a retry then finds.
  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://remote').pathname;
    const [, first, ...rest] = url.split('/');
    const id = inRelease(url) ? first : (await source.pointer())?.live;
    const file = inRelease(url) ? rest.join('/') : url.slice(1);
    const manifest = RELEASE_ID.test(id ?? '') ? await verifiedManifest(id) : undefined;
    if (manifest && ENTRY_FILES.has(file)) await checkWhole(id, manifest);
    const variants = manifest && (await releaseFile(id, manifest, file));
    if (!variants) return reply.code(404).send({ message: 'Not Found' });
    const [suffix, encoding] = chooseEncoding(variants, request.headers['accept-encoding']);
    const etag = `"${id}${suffix}"`;
    reply.header('Cache-Control', cacheControl(url, url)).header('ETag', etag).header('Content-Type', variants[''].type);
    if (variants['.br'] || variants['.gz']) reply.header('Vary', 'Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(variants[suffix].bytes);
  });

  // A refused release, or a store away, is this server's trouble, not the page's request: no detail in the answer.
  app.setErrorHandler(async (error, _request, reply) => {
    if (!(error instanceof Refused)) log(`remote ${remote}: ${error.message}`);
    return reply.code(503).send({ message: 'Service Unavailable' });
  });
  return app;
}

/** The live pointer in force in a remote's folder: its highest version. */
async function folderPointer(root) {
  const names = await readdir(path.join(root, POINTER_DIR)).catch(() => []);
  const newest = Math.max(...names.flatMap((name) => POINTER_FILE.exec(name)?.[1] ?? []).map(Number));
  return Number.isFinite(newest) ? JSON.parse(await readFile(path.join(root, POINTER_DIR, `${newest}.json`), 'utf8')) : undefined;
}

/** Each entry of a release's folder but its manifest: a plain file's seal, anything else (a symlink) null. */
async function folderSeals(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  const seals = await Promise.all(
    entries
      .filter((entry) => !entry.isDirectory() && !(entry.parentPath === dir && entry.name === RELEASE_FILE))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file).split(path.sep).join('/'), entry.isFile() ? { sha256: sha256(await readFile(file)) } : null];
      }),
  );
  return new Map(seals);
}

/** A file of a release's folder, when it is a plain file really inside that folder (no symlink on its way). */
async function folderFile(dir, file) {
  const [realDir, real] = await Promise.all([realpath(dir), realpath(path.join(dir, ...file.split('/'))).catch(() => undefined)]);
  return real === path.join(realDir, ...file.split('/')) ? readFile(real) : undefined;
}

/** One remote's folder of the folder store (RELEASE_STORE), its history and pointers never served. */
export function buildFolderStoreServer({ root, shellOrigins, signingKey, log }) {
  const releaseDir = (id) => path.join(root, id);
  const source = {
    pointer: () => folderPointer(root),
    manifest: (id) =>
      readFile(path.join(releaseDir(id), RELEASE_FILE), 'utf8').then(JSON.parse, (error) => (error.code === 'ENOENT' ? undefined : Promise.reject(error))),
    files: async (id, paths) => {
      const found = await Promise.all(paths.map(async (file) => ({ path: file, bytes: await folderFile(releaseDir(id), file) })));
      return found.filter((row) => row.bytes);
    },
    seals: (id) => folderSeals(releaseDir(id)),
  };
  return buildStoreServer({ source, remote: path.basename(root), shellOrigins, signingKey, log });
}

/** One remote of the PostgreSQL store, read through `db.query` (a node-postgres pool, or server/db's primaryPool), from the tables bff/src/releases/postgres-store.ts writes. */
export function buildDatabaseRemoteServer({ db, remote, shellOrigins, signingKey, log }) {
  /** Rows of a query; none while the store has no tables yet (nothing published). */
  const rows = (text, params) =>
    db.query(text, params).then(
      (result) => result.rows,
      (error) => {
        if (error.code === '42P01') return [];
        // On several hosts: a failure that may mean the primary moved sends the pool looking for it.
        db.suspect?.(error);
        throw error;
      },
    );
  const source = {
    async pointer() {
      // The canary read through to_jsonb: a store not yet upgraded has no such column, and answers null.
      const [row] = await rows(
        `SELECT version, live, history, changed_at, to_jsonb(p) -> 'canary' AS canary FROM remote_live_pointers p WHERE remote = $1 ORDER BY version DESC LIMIT 1`,
        [remote],
      );
      return row && { version: row.version, live: row.live, history: row.history, changedAt: row.changed_at.toISOString(), canary: row.canary ?? null };
    },
    manifest: async (id) => (await rows('SELECT manifest FROM remote_releases WHERE remote = $1 AND id = $2', [remote, id]))[0]?.manifest,
    files: (id, paths) => rows('SELECT path, bytes FROM remote_release_files WHERE remote = $1 AND release_id = $2 AND path = ANY($3)', [remote, id, paths]),
    async seals(id) {
      const found = await rows(`SELECT path, encode(sha256(bytes), 'hex') AS sha256 FROM remote_release_files WHERE remote = $1 AND release_id = $2`, [
        remote,
        id,
      ]);
      return new Map(found.map((row) => [row.path, { sha256: row.sha256 }]));
    },
  };
  return buildStoreServer({ source, remote, shellOrigins, signingKey, log });
}

/** A variable, or the content of the file its `_FILE` form names (a Swarm secret), as the BFF reads it. */
async function secretVariable(name) {
  const file = process.env[`${name}_FILE`];
  return (file ? await readFile(file, 'utf8') : process.env[name])?.trim() || undefined;
}

/** RELEASE_SIGNING_KEY, which production requires of a server on a store (integrity.ts's rule). */
async function signingKeyFromEnvironment() {
  const key = await secretVariable('RELEASE_SIGNING_KEY');
  if (!key && process.env.NODE_ENV === 'production')
    throw new Error('NODE_ENV=production needs RELEASE_SIGNING_KEY (or RELEASE_SIGNING_KEY_FILE) to verify releases');
  return key;
}

async function serverFromArguments(shellOrigins) {
  const storeUrl = await secretVariable('RELEASE_STORE_URL');
  const root = path.resolve(process.argv[2] ?? '.');
  if (!storeUrl && existsSync(path.join(root, 'mf-manifest.json')))
    return { app: buildRemoteServer({ root, shellOrigins }), serving: path.relative(process.cwd(), root), close: async () => {} };
  const signingKey = await signingKeyFromEnvironment();
  if (!storeUrl) return { app: buildFolderStoreServer({ root, shellOrigins, signingKey }), serving: path.relative(process.cwd(), root), close: async () => {} };
  const remote = path.basename(process.argv[2] ?? '');
  if (!isRemoteKey(remote)) throw new Error(`with RELEASE_STORE_URL, the argument ends with the remote, shop or admin: got "${process.argv[2] ?? ''}"`);
  // The store's URL may name several hosts (a PostgreSQL pair): read from the primary, as the BFF writes to it.
  const { hostUrls, primaryPool } = await import('@pcb/contract/server/db');
  const db = await primaryPool(hostUrls(storeUrl) ?? [storeUrl], { pool: { connectionTimeoutMillis: 5_000, keepAlive: true } });
  return { app: buildDatabaseRemoteServer({ db, remote, shellOrigins, signingKey }), serving: `${remote} (PostgreSQL release store)`, close: () => db.end() };
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
