import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Canary } from '@pcb/contract';
import { inCanary, judgeCanary, verdictOf } from '../src/releases/canary';
import { folderStore } from '../src/releases/folder-store';
import { promote, rollback, startCanary } from '../src/releases/promotion';
import type { ReleaseStore } from '../src/releases/store';
import { buildTestApp, fakeShellDir, sendJson, startFakeUpstream } from './helpers';
import { publishFolder, STORE_KINDS, type StoreLocation } from './release-stores';

const LIVE = '20261124-000001-aaaaaaaa';
const TRIAL = '20261124-000002-bbbbbbbb';
const PROVIDES = { shared: {}, endpoints: new Set<string>() };
const OPERATOR = { by: 'tester', signingKey: undefined };
const RULES = { windowMs: 1_000, minSessions: 10 };
const sessionIds = (n: number) => Array.from({ length: n }, () => randomBytes(16).toString('base64url'));

const folderStoreIn = () => folderStore(mkdtempSync(path.join(tmpdir(), 'release-store-')));

async function publish(store: ReleaseStore, id: string) {
  const build = mkdtempSync(path.join(tmpdir(), 'shop-build-'));
  writeFileSync(path.join(build, 'remoteEntry.js'), `entry of ${id}`);
  await publishFolder(store, build, { remote: 'shop', id, builtAt: new Date().toISOString(), commit: 'abc', shared: {}, endpoints: [] });
}

/** A live release and a canary of another at `percent` %, as `npm run promote -- shop <id> --canary <percent>` leaves them. */
async function canaryRunning(store: ReleaseStore, percent = 10) {
  await publish(store, LIVE);
  await publish(store, TRIAL);
  await promote(store, 'shop', LIVE, PROVIDES, OPERATOR);
  return startCanary(store, 'shop', TRIAL, percent, PROVIDES, OPERATOR);
}

describe('the draw of a browser session into a canary', () => {
  const canary: Canary = { release: TRIAL, percent: 10, startedAt: '2026-11-27T02:00:00.000Z' };

  it('is the same every time for the same session, and draws about the share asked for', () => {
    const ids = sessionIds(20_000);
    const drawn = ids.filter((id) => inCanary(id, canary));
    expect(drawn.length / ids.length).toBeGreaterThan(0.09);
    expect(drawn.length / ids.length).toBeLessThan(0.11);
    expect(ids.filter((id) => inCanary(id, canary))).toEqual(drawn);
    expect(ids.filter((id) => inCanary(id, { ...canary, percent: 50 })).length / ids.length).toBeCloseTo(0.5, 1);
  });

  it('draws afresh for a new canary, so the same sessions do not carry every trial', () => {
    const ids = sessionIds(5_000);
    const first = new Set(ids.filter((id) => inCanary(id, canary)));
    const next = ids.filter((id) => inCanary(id, { ...canary, startedAt: '2026-11-28T02:00:00.000Z' }));
    expect(next.filter((id) => first.has(id)).length).toBeLessThan(next.length / 2);
  });
});

describe('the canary verdict', () => {
  it('keeps a canary whose pages failed no more often than the live release’s, and rolls back one that failed more', () => {
    expect(verdictOf({ sessions: 10, errors: 0 }, { sessions: 90, errors: 0 })).toBe('promote');
    expect(verdictOf({ sessions: 10, errors: 1 }, { sessions: 90, errors: 9 })).toBe('promote');
    expect(verdictOf({ sessions: 10, errors: 1 }, { sessions: 90, errors: 0 })).toBe('rollback');
    expect(verdictOf({ sessions: 10, errors: 2 }, { sessions: 90, errors: 9 })).toBe('rollback');
  });
});

describe.each(STORE_KINDS)('a canary judged on the store: $name', (kind) => {
  let location: StoreLocation;
  let store: ReleaseStore;
  beforeEach(async () => {
    location = await kind.fresh();
    store = location.open();
  });
  afterAll(() => kind.closeAll());

  it('is judged once its window has passed and it has its sessions, on every BFF’s counts', async () => {
    const pointer = await canaryRunning(store);
    const started = Date.parse(pointer.canary!.startedAt);
    await store.writeCanaryTally('shop', pointer.version, 'bff-1', { [TRIAL]: { sessions: 6, errors: 1 }, [LIVE]: { sessions: 50, errors: 0 } });
    expect(await judgeCanary(store, 'shop', RULES, 'judge', started + RULES.windowMs - 1)).toBeUndefined();
    // Past the window, 6 canary sessions are fewer than 10: it waits for more.
    expect(await judgeCanary(store, 'shop', RULES, 'judge', started + RULES.windowMs)).toBeUndefined();
    await store.writeCanaryTally('shop', pointer.version, 'bff-2', { [TRIAL]: { sessions: 4, errors: 0 }, [LIVE]: { sessions: 40, errors: 0 } });
    const decision = await judgeCanary(store, 'shop', RULES, 'judge', started + RULES.windowMs);
    expect(decision).toMatchObject({ verdict: 'rollback', canary: { sessions: 10, errors: 1 }, live: { sessions: 90, errors: 0 } });
    expect(await store.readPointer('shop')).toMatchObject({ live: LIVE, canary: null });
  });

  it('is ended by exactly one of many judges at once, which the history records with the canary that began it', async () => {
    const pointer = await canaryRunning(store);
    await store.writeCanaryTally('shop', pointer.version, 'bff-1', { [TRIAL]: { sessions: 20, errors: 0 }, [LIVE]: { sessions: 180, errors: 2 } });
    const due = Date.parse(pointer.canary!.startedAt) + RULES.windowMs;
    const judges = Array.from({ length: 6 }, (_, i) => judgeCanary(i % 2 ? location.open() : store, 'shop', RULES, `judge-${i}`, due));
    const decisions = (await Promise.all(judges)).filter(Boolean);
    expect(decisions).toHaveLength(1);
    expect(await store.readPointer('shop')).toMatchObject({ live: TRIAL, history: [LIVE], canary: null });
    const history = await store.readHistory('shop', 10);
    expect(history.map((e) => [e.action, e.from, e.to, e.result])).toEqual([
      ['promote', null, LIVE, 'ok'],
      ['canary', LIVE, TRIAL, 'ok'],
      ['promote', LIVE, TRIAL, 'ok'],
    ]);
    expect(history.at(-1)?.by).toMatch(/^judge-\d$/);
  });

  it('is ended by an operator’s rollback, which leaves the live release live; a second canary is refused while one runs', async () => {
    await canaryRunning(store);
    await expect(startCanary(store, 'shop', TRIAL, 20, PROVIDES, OPERATOR)).rejects.toThrow(/masih berjalan/);
    await expect(startCanary(store, 'shop', TRIAL, 0, PROVIDES, OPERATOR)).rejects.toThrow(/1–99/);
    const after = await rollback(store, 'shop', PROVIDES, OPERATOR);
    expect(after).toMatchObject({ live: LIVE, canary: null });
    expect((await store.readHistory('shop', 1))[0]).toMatchObject({ action: 'rollback', from: TRIAL, to: LIVE, by: 'tester' });
  });

  // The BFF opens the store itself: not PGlite, which lives in this process.
  (kind.sharedWithProcesses ? describe : describe.skip)('a BFF that serves the canary', () => {
    let bff: FastifyInstance;
    let server: FastifyInstance;
    let env: Record<string, string>;
    beforeEach(async () => {
      await canaryRunning(store, 50);
      server = await location.serveRemote('shop', ['http://shell']);
      const origin = await server.listen({ port: 0, host: '127.0.0.1' });
      // The window outlasts serving and reporting on a loaded machine: a judge that ran first would find no failures and promote.
      env = { SHOP_REMOTE_URL: origin, SHELL_DIR: fakeShellDir(), RELEASE_POLL_MS: '100', CANARY_WINDOW_MS: '3000', CANARY_MIN_SESSIONS: '5', ...location.env };
      bff = await buildTestApp({ ...env, INSTANCE_ID: 'bff-a' });
      await bff.ready();
    });
    afterEach(async () => {
      // The BFF first: a poll of it still on its way would keep the remote's server open for a keep-alive's time.
      await bff.close();
      await server.close();
    });

    const report = (to: FastifyInstance, id: string, body: unknown) =>
      to.inject({ method: 'POST', url: '/bff/release-reports', cookies: { pcb_browser: id }, headers: { 'x-csrf': '1' }, payload: body as object });

    it('counts the failures its canary sessions report, to whichever BFF the balancer sends them, and rolls the canary back by itself, once', async () => {
      const other = await buildTestApp({ ...env, INSTANCE_ID: 'bff-b' });
      await other.ready();
      try {
        const ids = sessionIds(40);
        const pages = await Promise.all(ids.map((id) => bff.inject({ url: '/', cookies: { pcb_browser: id } })));
        const onCanary = ids.filter((_, i) => pages[i].body.includes(`/${TRIAL}/remoteEntry.js`));
        expect(onCanary.length).toBeGreaterThanOrEqual(5);
        for (const id of onCanary) expect((await report(other, id, { remote: 'shop', release: TRIAL, kind: 'page-error' })).statusCode).toBe(204);
        // The judge records its step once its swap has won: wait for the step.
        const judged = async () => (await store.readHistory('shop', 10)).filter((e) => e.by.startsWith('canary (BFF '));
        const until = Date.now() + 13_000;
        while ((await judged()).length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await store.readPointer('shop')).toMatchObject({ live: LIVE });
        const [served, reported] = await Promise.all([bff, other].map(async (app) => (await app.inject({ url: '/metrics' })).body));
        expect(served).toContain(`pcb_remote_release_sessions_total{remote="shop",release="${TRIAL}"} ${onCanary.length}`);
        expect(reported).toContain(`pcb_remote_release_failures_total{remote="shop",release="${TRIAL}",kind="page-error"} ${onCanary.length}`);
        const ends = await judged();
        expect(ends.map((e) => [e.action, e.from, e.to])).toEqual([['rollback', TRIAL, LIVE]]);
      } finally {
        await other.close();
      }
    });

    it('refuses a report that is not one, drops one of a release the remote is not on, and limits a session', async () => {
      const id = sessionIds(1)[0];
      expect((await report(bff, id, { remote: 'shop', release: TRIAL, kind: 'page-error', extra: 'x'.repeat(600) })).statusCode).toBe(413);
      expect((await report(bff, id, { remote: 'shop', release: 'not-a-release', kind: 'page-error' })).statusCode).toBe(400);
      expect((await report(bff, id, { remote: 'shop', release: '20261124-000009-99999999', kind: 'chunk-error' })).statusCode).toBe(204);
      expect((await bff.inject({ url: '/metrics' })).body).not.toContain('20261124-000009-99999999');
      const statuses = [];
      for (let i = 0; i < 10; i += 1) statuses.push((await report(bff, id, { remote: 'shop', release: LIVE, kind: 'page-error' })).statusCode);
      // Ten a session, the refused three included: the limit counts before the body is read.
      expect(statuses).toEqual([...Array(7).fill(204), 429, 429, 429]);
    });
  });

  describe('two BFFs, each reading its own remote server on the store', () => {
    let bffs: FastifyInstance[];
    let servers: FastifyInstance[];
    const pick = async (bff: FastifyInstance, id: string) =>
      ((await bff.inject({ url: '/bff/remotes', cookies: { pcb_browser: id } })).json() as { remotes: { name: string; release?: string }[] }).remotes.find(
        (remote) => remote.name === 'shop',
      )?.release;

    beforeEach(async () => {
      await canaryRunning(store, 20);
      servers = await Promise.all([location.serveRemote('shop', ['http://shell']), location.serveRemote('shop', ['http://shell'])]);
      const origins = await Promise.all(servers.map((server) => server.listen({ port: 0, host: '127.0.0.1' })));
      const folder = mkdtempSync(path.join(tmpdir(), 'release-store-'));
      bffs = await Promise.all(
        origins.map((origin) =>
          buildTestApp({ SHOP_REMOTE_URL: origin, SHELL_DIR: fakeShellDir(), RELEASE_STORE: folder, ...location.env, CANARY_WINDOW_MS: '3600000' }),
        ),
      );
      await Promise.all(bffs.map((bff) => bff.ready()));
    });
    afterEach(async () => {
      await Promise.all([...bffs, ...servers].map((server) => server.close()));
    });

    it('serve each session the same release, the canary to about its share', async () => {
      const ids = sessionIds(400);
      const onFirst = await Promise.all(ids.map((id) => pick(bffs[0], id)));
      const onSecond = await Promise.all(ids.map((id) => pick(bffs[1], id)));
      expect(onSecond).toEqual(onFirst);
      expect(await Promise.all(ids.map((id) => pick(bffs[0], id)))).toEqual(onFirst);
      const share = onFirst.filter((release) => release === TRIAL).length / ids.length;
      expect(share).toBeGreaterThan(0.14);
      expect(share).toBeLessThan(0.26);
      expect(new Set(onFirst)).toEqual(new Set([LIVE, TRIAL]));
    });
  });
});

describe('a canary whose /live.json names another release', () => {
  it('is not served, and the BFF says why', async () => {
    const store = folderStoreIn();
    const pointer = await canaryRunning(store, 99);
    const live = await store.readRelease('shop', LIVE);
    // A remote server (or a store changed behind the tools' back) answering the live release's manifest for the canary.
    const shop = await startFakeUpstream((_request, response) => sendJson(response, 200, { pointer, release: live, canaryRelease: live }));
    const lines: string[] = [];
    const bff = await buildTestApp(
      { SHOP_REMOTE_URL: new URL(shop.apiUrl).origin, SHELL_DIR: fakeShellDir(), LOG_LEVEL: 'warn' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      await bff.ready();
      const ids = sessionIds(20);
      const releases = await Promise.all(
        ids.map(async (id) => (await bff.inject({ url: '/', cookies: { pcb_browser: id } })).body.includes(`/${LIVE}/remoteEntry.js`)),
      );
      expect(releases).toEqual(Array(20).fill(true));
      expect(lines.join('')).toContain('canary not served: /live.json names another release');
    } finally {
      await bff.close();
      await shop.close();
    }
  });
});
