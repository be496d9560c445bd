import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '@pcb/contract';
import { promote } from '../src/releases/promotion';
import { folderStore } from '../src/releases/folder-store';
import type { ReleaseStore } from '../src/releases/store';
import { publishFolder } from './release-stores';
import { buildTestApp, capturedLog, fakeShellDir, sendJson, startFakeUpstream, type FakeUpstream } from './helpers';

const POLL_MS = 100;
const SHELL_SHARED = { react: '19.2.9', '@pcb/shared-ui': '0.1.0' };
const PROVIDES = { shared: SHELL_SHARED, endpoints: new Set(['listProducts']) };

/** The remote's server as scripts/serve-remote.mjs answers /live.json: the store's pointer and its live release. */
function remoteServer(store: ReleaseStore, remote: RemoteName): Promise<FakeUpstream> {
  return startFakeUpstream(async (request, response) => {
    if (request.url !== '/live.json') return sendJson(response, 404, {});
    const pointer = await store.readPointer(remote);
    sendJson(response, 200, { pointer, release: pointer.live ? await store.readRelease(remote, pointer.live) : null });
  });
}

async function publish(store: ReleaseStore, id: string, sharedUi: string) {
  const build = mkdtempSync(path.join(tmpdir(), 'shop-build-'));
  writeFileSync(path.join(build, 'remoteEntry.js'), id);
  await publishFolder(store, build, {
    remote: 'shop',
    id,
    builtAt: new Date().toISOString(),
    commit: 'abc',
    shared: { react: '^19.2.9', '@pcb/shared-ui': sharedUi },
    endpoints: ['listProducts'],
  });
}

const origin = (server: FakeUpstream) => new URL(server.apiUrl).origin;

describe('the live release in the pages every BFF serves', () => {
  const store = folderStore(mkdtempSync(path.join(tmpdir(), 'release-store-')));
  const { stream: logStream, lines } = capturedLog();
  let shop: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    await publish(store, '20261124-000001-aaaaaaaa', '^0.1.0');
    await publish(store, '20261124-000002-bbbbbbbb', '^0.1.0');
    await publish(store, '20261124-000003-cccccccc', '^1.0.0');
    await promote(store, 'shop', '20261124-000001-aaaaaaaa', PROVIDES, { by: 'tester', signingKey: undefined });
    shop = await remoteServer(store, 'shop');
    const shellDir = fakeShellDir();
    writeFileSync(
      path.join(shellDir, 'mf-manifest.json'),
      JSON.stringify({ shared: Object.entries(SHELL_SHARED).map(([name, version]) => ({ name, version })) }),
    );
    app = await buildTestApp({ SHOP_REMOTE_URL: origin(shop), SHELL_DIR: shellDir, RELEASE_POLL_MS: String(POLL_MS), LOG_LEVEL: 'info' }, { logStream });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await shop.close();
  });

  const shopEntry = async () =>
    ((await app.inject({ url: '/bff/remotes' })).json() as { remotes: Record<string, string>[] }).remotes.find((r) => r.name === 'shop');
  const settle = () => new Promise((resolve) => setTimeout(resolve, POLL_MS * 4));

  it("gives new pages the live release's entry, in its own folder", async () => {
    expect(await shopEntry()).toEqual({ name: 'shop', entry: `${origin(shop)}/20261124-000001-aaaaaaaa/remoteEntry.js`, release: '20261124-000001-aaaaaaaa' });
    expect((await app.inject({ url: '/' })).body).toContain(`${origin(shop)}/20261124-000001-aaaaaaaa/remoteEntry.js`);
  });

  it('follows a promotion within its poll interval', async () => {
    await promote(store, 'shop', '20261124-000002-bbbbbbbb', PROVIDES, { by: 'tester', signingKey: undefined });
    await settle();
    expect((await shopEntry())?.release).toBe('20261124-000002-bbbbbbbb');
    const served = (await app.inject({ url: '/metrics' })).body.split('\n').filter((line) => line.startsWith('pcb_remote_release{'));
    expect(served).toContain('pcb_remote_release{remote="shop",release="20261124-000002-bbbbbbbb"} 1');
    expect(served.join('\n')).not.toContain('20261124-000001-aaaaaaaa');
  });

  it('refuses in the page, and logs, a live release built against another major of shared-ui', async () => {
    // As if the shell had been redeployed under a release promoted before: the pointer is set without the check.
    await store.swapPointer('shop', await store.readPointer('shop'), { live: '20261124-000003-cccccccc', history: [] });
    await settle();
    expect((await shopEntry())?.refused).toBe('@pcb/shared-ui ^1.0.0 diperlukan, shell menyediakan 0.1.0');
    expect((await app.inject({ url: '/' })).body).not.toContain('rel="preload" as="script" href="' + `${origin(shop)}/20261124-000003-cccccccc`);
    const warning = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'remote release refused: its needs are not met');
    expect(warning).toMatchObject({ level: 40, remote: 'shop', release: '20261124-000003-cccccccc' });
  });

  it('keeps the last known release while the remote server does not answer', async () => {
    const before = await shopEntry();
    await shop.close();
    await settle();
    expect(await shopEntry()).toEqual(before);
  });
});
