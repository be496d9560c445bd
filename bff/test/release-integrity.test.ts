import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { PageProvides } from '../src/releases/compatibility';
import { folderStore } from '../src/releases/folder-store';
import { canonicalJson, sealRelease } from '../src/releases/integrity';
import { promote, publishBuild, rollback, type Operator } from '../src/releases/promotion';
import { ReleaseError, type ReleaseStore } from '../src/releases/store';
import { publishFolder, STORE_KINDS, useFreshStore, type StoreLocation } from './release-stores';

// Issue 35, "releases that cannot be tampered with", and the release history (issue 34): someone who
// can write to the release store changes a published release behind the tools' back.

const run = promisify(execFile);
const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');
const PROVIDES: PageProvides = { shared: {}, endpoints: new Set() };
const OPERATOR: Operator = { by: 'tester', signingKey: undefined };
const SIGNED: Operator = { by: 'tester', signingKey: randomBytes(32).toString('hex') };
const SHELL = 'http://127.0.0.1:3000';
const [FIRST, SECOND] = ['20261124-000001-aaaaaaaa', '20261124-000002-bbbbbbbb'];

/** A remote's build: its entry, the entry's brotli copy and a lazily loaded chunk. */
function fakeBuild(entry: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-build-'));
  writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
  writeFileSync(path.join(dir, 'remoteEntry.js.br'), `brotli of ${entry}`);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'chunk.js'), `chunk of ${entry}`);
  return dir;
}

const publish = (store: ReleaseStore, id: string, signingKey?: string) =>
  publishFolder(
    store,
    fakeBuild(`entry of ${id}`),
    { remote: 'shop', id, builtAt: new Date().toISOString(), commit: 'abc', shared: {}, endpoints: [] },
    signingKey,
  );

describe.each(STORE_KINDS)('a release changed in the $name store after publishing', (kind) => {
  let location: StoreLocation;
  let store: ReleaseStore;

  const fresh = useFreshStore(kind);
  beforeEach(() => ({ location, store } = fresh()));

  describe('at promote and rollback', () => {
    it('is refused when a byte of one of its files changed, naming the file; the live release stays and the refusal is recorded', async () => {
      await publish(store, FIRST);
      await promote(store, 'shop', FIRST, PROVIDES, OPERATOR);
      await publish(store, SECOND);
      await location.tamper.appendByte('shop', SECOND, 'assets/chunk.js');
      const refusal = `Rilis shop ${SECOND} ditolak, isinya tidak utuh: assets/chunk.js berubah.`;
      await expect(promote(store, 'shop', SECOND, PROVIDES, OPERATOR)).rejects.toThrow(refusal);
      expect((await store.readPointer('shop')).live).toBe(FIRST);
      expect((await store.readHistory('shop', 1))[0]).toMatchObject({ action: 'promote', by: 'tester', from: FIRST, to: SECOND, result: refusal });
    });

    it('is refused when a file was added to it', async () => {
      await publish(store, FIRST);
      await location.tamper.addFile('shop', FIRST, 'evil.js', 'alert(1)');
      // A name every object answers to: still not in the manifest.
      await location.tamper.addFile('shop', FIRST, 'constructor', 'alert(1)');
      await expect(promote(store, 'shop', FIRST, PROVIDES, OPERATOR)).rejects.toThrow('constructor tidak ada di manifest; evil.js tidak ada di manifest');
    });

    it('is refused as the target of a rollback', async () => {
      await publish(store, FIRST);
      await publish(store, SECOND);
      await promote(store, 'shop', FIRST, PROVIDES, OPERATOR);
      await promote(store, 'shop', SECOND, PROVIDES, OPERATOR);
      await location.tamper.appendByte('shop', FIRST, 'remoteEntry.js');
      await expect(rollback(store, 'shop', PROVIDES, OPERATOR)).rejects.toThrow(`Rilis shop ${FIRST} ditolak, isinya tidak utuh: remoteEntry.js berubah.`);
      expect((await store.readPointer('shop')).live).toBe(SECOND);
    });

    it('is refused with RELEASE_SIGNING_KEY when its manifest was rewritten to match, or sealed without the key or with another', async () => {
      await publish(store, FIRST, SIGNED.signingKey);
      await promote(store, 'shop', FIRST, PROVIDES, SIGNED);
      await publish(store, SECOND, SIGNED.signingKey);
      await location.tamper.appendByte('shop', SECOND, 'remoteEntry.js');
      const changed = Buffer.from(`entry of ${SECOND};`);
      // Sealed again as publishing without a key would: the changed file's hash, and the manifest's.
      await location.tamper.rewriteManifest('shop', SECOND, ({ signature: _signature, ...manifest }) => {
        const unsigned = { ...manifest, files: { ...manifest.files, 'remoteEntry.js': { sha256: sha256(changed), bytes: changed.length } } };
        return { ...unsigned, signature: `sha256:${sha256(canonicalJson(unsigned))}` };
      });
      await expect(promote(store, 'shop', SECOND, PROVIDES, SIGNED)).rejects.toThrow('manifest tidak ditandatangani dengan RELEASE_SIGNING_KEY');
      await expect(promote(store, 'shop', FIRST, PROVIDES, { ...SIGNED, signingKey: 'another key '.repeat(4) })).rejects.toThrow(
        'tanda tangan manifest tidak cocok',
      );
      await expect(promote(store, 'shop', FIRST, PROVIDES, OPERATOR)).rejects.toThrow('RELEASE_SIGNING_KEY diperlukan');
    });
  });

  describe("on the remote's server", () => {
    let server: FastifyInstance;
    const logged: string[] = [];
    const get = (url: string, headers: Record<string, string> = {}) => server.inject({ url, headers: { origin: SHELL, ...headers } });

    beforeEach(async () => {
      logged.length = 0;
      server = await location.serveRemote('shop', [SHELL], { log: (line) => logged.push(line), signingKey: SIGNED.signingKey });
    });
    afterEach(() => server.close());

    it('refuses, and logs, a file a byte of which changed, and the entry of that release; serves the untouched release', async () => {
      for (const id of [FIRST, SECOND]) {
        await publish(store, id, SIGNED.signingKey);
        await promote(store, 'shop', id, PROVIDES, SIGNED);
      }
      await location.tamper.appendByte('shop', SECOND, 'assets/chunk.js');
      expect((await get(`/${SECOND}/assets/chunk.js`)).statusCode).toBe(503);
      expect(logged).toContain(`remote shop: release ${SECOND} refused: assets/chunk.js changed`);
      for (const entry of [`/${SECOND}/remoteEntry.js`, '/remoteEntry.js']) expect((await get(entry, { 'accept-encoding': 'br' })).statusCode).toBe(503);
      expect(logged).toContain(`remote shop: release ${SECOND} refused: files changed: assets/chunk.js`);
      expect((await get(`/${FIRST}/remoteEntry.js`)).body).toBe(`entry of ${FIRST}`);
      expect((await get(`/${FIRST}/assets/chunk.js`)).body).toBe(`chunk of entry of ${FIRST}`);
    });

    it('refuses a changed precompressed copy, which a browser would get instead of the file', async () => {
      await publish(store, FIRST, SIGNED.signingKey);
      await location.tamper.appendByte('shop', FIRST, 'remoteEntry.js.br');
      expect((await get(`/${FIRST}/remoteEntry.js`, { 'accept-encoding': 'br' })).statusCode).toBe(503);
    });

    it('answers 503 at /live.json, and logs, when the live release has a rewritten manifest', async () => {
      await publish(store, FIRST, SIGNED.signingKey);
      await promote(store, 'shop', FIRST, PROVIDES, SIGNED);
      await location.tamper.rewriteManifest('shop', FIRST, (manifest) => ({ ...manifest, endpoints: ['listProducts'] }));
      expect((await get('/live.json')).statusCode).toBe(503);
      expect(logged).toContain(`remote shop: release ${FIRST} refused: manifest signature does not match`);
    });

    it('serves nothing its manifest does not list: an added file, the manifest, the pointer or the history', async () => {
      await publish(store, FIRST, SIGNED.signingKey);
      await promote(store, 'shop', FIRST, PROVIDES, SIGNED);
      await location.tamper.addFile('shop', FIRST, 'evil.js', 'alert(1)');
      await location.tamper.addFile('shop', FIRST, 'constructor', 'alert(1)');
      for (const url of [`/${FIRST}/evil.js`, `/${FIRST}/constructor`, `/${FIRST}/release.json`, '/pointer/1.json', '/history.jsonl'])
        expect((await get(url)).statusCode).toBe(404);
      expect((await get('/live.json')).json()).toMatchObject({ release: { id: FIRST } });
      expect((await get('/live.json')).json().release).not.toHaveProperty('files');
    });
  });

  it('records each publish, promote and rollback: who, when, from which release to which, and the result', async () => {
    const build = fakeBuild('a');
    const at = (seconds: number) => ({ commit: 'abc', builtAt: new Date(Date.UTC(2026, 10, 24, 0, 0, seconds)) });
    const a = await publishBuild(store, 'shop', build, at(1), { ...OPERATOR, by: 'ani' });
    writeFileSync(path.join(build, 'remoteEntry.js'), 'b');
    const b = await publishBuild(store, 'shop', build, at(2), { ...OPERATOR, by: 'ani' });
    await promote(store, 'shop', a.id, PROVIDES, { ...OPERATOR, by: 'budi' });
    await promote(store, 'shop', b.id, PROVIDES, { ...OPERATOR, by: 'budi' });
    await rollback(store, 'shop', PROVIDES, { ...OPERATOR, by: 'citra' });
    const history = await store.readHistory('shop', 10);
    expect(history.map(({ action, by, from, to, result }) => [action, by, from, to, result])).toEqual([
      ['publish', 'ani', null, a.id, 'ok'],
      ['publish', 'ani', null, b.id, 'ok'],
      ['promote', 'budi', null, a.id, 'ok'],
      ['promote', 'budi', a.id, b.id, 'ok'],
      ['rollback', 'citra', b.id, a.id, 'ok'],
    ]);
    for (const event of history) expect(Date.now() - Date.parse(event.at)).toBeLessThan(60_000);
    expect(await store.readHistory('shop', 2)).toEqual(history.slice(-2));
  });

  (kind.sharedWithProcesses ? it : it.skip)(
    '`npm run promote -- … --by <name>` records the operator, and `npm run releases` prints the history',
    async () => {
      const cli = path.join(__dirname, 'run-release-cli.js');
      const env = { ...process.env, ...location.env, RELEASE_OPERATOR: 'dewi', SHELL_DIR: mkdtempSync(path.join(tmpdir(), 'shell-')) };
      await publish(store, FIRST);
      await run(process.execPath, [cli, 'promote', 'shop', FIRST, '--by', 'eko'], { env });
      await run(process.execPath, [cli, 'promote', 'shop', FIRST], { env }).catch(() => undefined);
      const { stdout } = await run(process.execPath, [cli, 'releases'], { env });
      expect(stdout).toMatch(new RegExp(`promote +- → ${FIRST} +oleh eko +ok`));
      expect(stdout).toMatch(new RegExp(`promote +${FIRST} → ${FIRST} +oleh dewi +DITOLAK: Rilis shop ${FIRST} sudah live\\.`));
      expect(stdout).toContain('Riwayat admin');
    },
    30_000,
  );
});

describe('publishing a build', () => {
  const store = folderStore(mkdtempSync(path.join(tmpdir(), 'release-store-')));
  const origin = { commit: 'abc', builtAt: new Date() };

  it.each([
    ['a file', (build: string) => symlinkSync('/etc/passwd', path.join(build, 'assets', 'passwd.js'))],
    ['a folder', (build: string) => symlinkSync('/etc', path.join(build, 'etc'))],
  ])('refuses a symlink to %s outside it, stores nothing and records the refusal', async (_what, link) => {
    const build = fakeBuild('entry');
    link(build);
    await expect(publishBuild(store, 'shop', build, origin, OPERATOR)).rejects.toThrow(
      /^Build ditolak: (assets\/passwd\.js|etc) bukan file biasa \(symlink\?\)/,
    );
    expect(await store.listReleases('shop')).toEqual([]);
    expect((await store.readHistory('shop', 1))[0]).toMatchObject({ action: 'publish', to: null, result: expect.stringContaining('bukan file biasa') });
  });

  it('refuses a file whose path leads outside the release folder', () => {
    const manifest = { remote: 'shop' as const, id: FIRST, builtAt: origin.builtAt.toISOString(), commit: 'abc', shared: {}, endpoints: [] };
    for (const file of ['../x.js', 'assets/../../x.js', '/etc/x.js'])
      expect(() => sealRelease(manifest, [{ path: file, content: Buffer.from('x') }], undefined)).toThrow(ReleaseError);
  });
});
