import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ReleaseStore } from '../src/releases/store';
import { publishFolder, STORE_KINDS, useFreshStore, type StoreLocation } from './release-stores';

// scripts/serve-remote.mjs on each release store: what a page and a BFF get from a remote's server.

const SHELL = 'http://127.0.0.1:3000';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A remote's build as webpack writes it: the entry, its brotli copy (precompression) and a hashed asset. */
function fakeBuild(entry: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-build-'));
  writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
  writeFileSync(path.join(dir, 'remoteEntry.js.br'), `brotli of ${entry}`);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'logo.3f9a1c2b.svg'), '<svg/>');
  return dir;
}

async function publishAndPromote(store: ReleaseStore, id: string) {
  await publishFolder(store, fakeBuild(`entry of ${id}`), { remote: 'shop', id, builtAt: new Date().toISOString(), commit: 'abc', shared: {}, endpoints: [] });
  await store.swapPointer('shop', await store.readPointer('shop'), { live: id, history: [] });
}

const FIRST = '20261124-000001-aaaaaaaa';
const SECOND = '20261124-000002-bbbbbbbb';

describe.each(STORE_KINDS)("a remote's server on the $name store", (kind) => {
  let location: StoreLocation;
  let store: ReleaseStore;
  let server: FastifyInstance;

  const fresh = useFreshStore(kind);
  beforeEach(async () => {
    ({ location, store } = fresh());
    server = await location.serveRemote('shop', [SHELL]);
  });
  afterEach(() => server.close());

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ url, headers: { origin: SHELL, ...headers } });

  it('answers 404 at /live.json before the first promotion', async () => {
    expect((await get(server, '/live.json')).statusCode).toBe(404);
  });

  it('names the live pointer and its release at /live.json, read anew on every ask', async () => {
    await publishAndPromote(store, FIRST);
    expect((await get(server, '/live.json')).json()).toMatchObject({ pointer: { version: 1, live: FIRST }, release: { id: FIRST } });
    await publishAndPromote(store, SECOND);
    const answer = await get(server, '/live.json');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toMatchObject({ pointer: { version: 2, live: SECOND }, release: { id: SECOND } });
  });

  it("serves a release's files under its id as immutable, with the shell's CORS and their type", async () => {
    await publishAndPromote(store, FIRST);
    const entry = await get(server, `/${FIRST}/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe(`entry of ${FIRST}`);
    expect(entry.headers).toMatchObject({ 'cache-control': IMMUTABLE, 'access-control-allow-origin': SHELL, 'x-content-type-options': 'nosniff' });
    expect(entry.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect((await get(server, `/${FIRST}/assets/logo.3f9a1c2b.svg`)).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it("sends the build's brotli copy to a browser that accepts it, varying on encoding and origin", async () => {
    await publishAndPromote(store, FIRST);
    const entry = await get(server, `/${FIRST}/remoteEntry.js`, { 'accept-encoding': 'gzip, br' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.body).toBe(`brotli of entry of ${FIRST}`);
    expect(entry.headers.vary).toMatch(/accept-encoding.*origin/i);
  });

  it("serves the live release's entry outside the releases' folders, revalidated on every load, and older releases' files still", async () => {
    await publishAndPromote(store, FIRST);
    await publishAndPromote(store, SECOND);
    const entry = await get(server, '/remoteEntry.js');
    expect(entry.body).toBe(`entry of ${SECOND}`);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get(server, `/${FIRST}/remoteEntry.js`)).body).toBe(`entry of ${FIRST}`);
    expect((await get(server, '/nothing-here.js')).statusCode).toBe(404);
  });

  it('serves on a second host a release promoted through the first, before and after it was cached', async () => {
    const otherHost = await location.serveRemote('shop', [SHELL]);
    await publishAndPromote(store, FIRST);
    expect((await get(server, `/${FIRST}/remoteEntry.js`)).body).toBe(`entry of ${FIRST}`);
    await publishAndPromote(location.open(), SECOND);
    for (const host of [server, otherHost]) {
      expect((await get(host, '/live.json')).json()).toMatchObject({ pointer: { live: SECOND } });
      expect((await get(host, `/${SECOND}/remoteEntry.js`)).body).toBe(`entry of ${SECOND}`);
      expect((await get(host, `/${FIRST}/remoteEntry.js`)).body).toBe(`entry of ${FIRST}`);
    }
    await otherHost.close();
  });
});
