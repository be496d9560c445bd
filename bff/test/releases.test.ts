import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ReleaseManifest, RemoteName } from '@pcb/contract';
import { unmetNeeds, type PageProvides } from '../src/releases/compatibility';
import { calledEndpoints } from '../src/releases/describe';
import { poolSql, postgresStore } from '../src/releases/postgres-store';
import { promote, rollback } from '../src/releases/promotion';
import { PromotionConflict, pruneReleases, ReleaseError, type ReleaseStore } from '../src/releases/store';
import { publishFolder, STORE_KINDS, useFreshStore, type StoreLocation } from './release-stores';

const run = promisify(execFile);

/** What the shell build and this BFF give a remote, as in the real stack. */
const PROVIDES: PageProvides = {
  shared: { react: '19.2.9', 'react-dom': '19.2.9', '@pcb/shared-ui': '0.1.0' },
  endpoints: new Set(['listProducts', 'addToCart']),
};
const OPERATOR = { by: 'tester', signingKey: undefined };
const NEEDS = { shared: { react: '^19.2.9', 'react-dom': '^19.2.9', '@pcb/shared-ui': '^0.1.0' }, endpoints: ['listProducts'] };

function fakeBuild(text: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-build-'));
  writeFileSync(path.join(dir, 'remoteEntry.js'), text);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'logo.svg'), '<svg/>');
  return dir;
}

let seconds = 0;
/** Publishes a release with ids in time order (one second apart) and the given needs. */
async function publish(store: ReleaseStore, remote: RemoteName, needs: Pick<ReleaseManifest, 'shared' | 'endpoints'> = NEEDS) {
  seconds += 1;
  const builtAt = new Date(Date.UTC(2026, 10, 24, 0, 0, seconds));
  const id = `20261124-${builtAt.toISOString().slice(11, 19).replaceAll(':', '')}-${seconds.toString(16).padStart(8, '0')}`;
  return publishFolder(store, fakeBuild(`entry ${id}`), { remote, id, builtAt: builtAt.toISOString(), commit: 'abc123', ...needs });
}

describe.each(STORE_KINDS)('the release store: $name', (kind) => {
  let location: StoreLocation;
  let store: ReleaseStore;

  const fresh = useFreshStore(kind);
  beforeEach(() => ({ location, store } = fresh()));

  describe('releases', () => {
    it('publishes a build whole under its own id, with its size and needs recorded', async () => {
      const release = await publish(store, 'shop');
      expect(await location.storedFiles('shop', release.id)).toEqual(expect.arrayContaining(['assets/logo.svg', 'remoteEntry.js']));
      expect(release.bytes).toBe(`entry ${release.id}`.length + '<svg/>'.length);
      expect(await store.listReleases('shop')).toEqual([release]);
      expect(await store.readRelease('shop', release.id)).toEqual(release);
    });

    it('refuses a second release under an id it already holds, and keeps the first', async () => {
      const release = await publish(store, 'shop');
      await expect(publishFolder(store, fakeBuild('other files'), release)).rejects.toThrow();
      expect(await store.listReleases('shop')).toEqual([release]);
    });

    it('keeps the newest N releases, and always the live one and the one a rollback returns to', async () => {
      const [first, second, ...rest] = await Promise.all([1, 2, 3, 4, 5].map(() => publish(store, 'shop')));
      await promote(store, 'shop', first.id, PROVIDES, OPERATOR);
      await promote(store, 'shop', second.id, PROVIDES, OPERATOR);
      const removed = await pruneReleases(store, 'shop', 2);
      expect(removed).toEqual([rest[0].id]);
      expect((await store.listReleases('shop')).map((r) => r.id)).toEqual([first.id, second.id, rest[1].id, rest[2].id]);
      expect(await location.storedFiles('shop', rest[0].id).catch(() => [])).toEqual([]);
    });
  });

  describe('promote and rollback', () => {
    it('refuses a release built against another major of shared-ui, saying why, and leaves the live one', async () => {
      const good = await publish(store, 'shop');
      await promote(store, 'shop', good.id, PROVIDES, OPERATOR);
      const other = await publish(store, 'shop', { ...NEEDS, shared: { ...NEEDS.shared, '@pcb/shared-ui': '^1.0.0' } });
      await expect(promote(store, 'shop', other.id, PROVIDES, OPERATOR)).rejects.toThrow(
        `Rilis shop ${other.id} ditolak: @pcb/shared-ui ^1.0.0 diperlukan, shell menyediakan 0.1.0.`,
      );
      expect((await store.readPointer('shop')).live).toBe(good.id);
    });

    it('refuses a release that calls an endpoint the BFF does not forward', async () => {
      const release = await publish(store, 'shop', { ...NEEDS, endpoints: ['listProducts', 'launchRocket'] });
      await expect(promote(store, 'shop', release.id, PROVIDES, OPERATOR)).rejects.toThrow('endpoint launchRocket tidak diteruskan oleh BFF');
      expect((await store.readPointer('shop')).version).toBe(0);
    });

    it('refuses an id that is not in the store', async () => {
      await expect(promote(store, 'shop', '20261124-000000-deadbeef', PROVIDES, OPERATOR)).rejects.toThrow(ReleaseError);
    });

    it('rolls back to the release live before, then refuses when there is none', async () => {
      const a = await publish(store, 'shop');
      const b = await publish(store, 'shop');
      await promote(store, 'shop', a.id, PROVIDES, OPERATOR);
      await promote(store, 'shop', b.id, PROVIDES, OPERATOR);
      expect(await rollback(store, 'shop', PROVIDES, OPERATOR)).toMatchObject({ version: 3, live: a.id, history: [] });
      await expect(rollback(store, 'shop', PROVIDES, OPERATOR)).rejects.toThrow('Tidak ada rilis shop sebelumnya untuk rollback.');
    });

    it('lets exactly one of ten promotions that read the same pointer win, and tells the others', async () => {
      const releases = await Promise.all(Array.from({ length: 10 }, () => publish(store, 'shop')));
      const outcomes = await Promise.allSettled(releases.map((r) => promote(store, 'shop', r.id, PROVIDES, OPERATOR)));
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      expect(won).toHaveLength(1);
      expect(outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof PromotionConflict)).toHaveLength(9);
      expect(await store.readPointer('shop')).toMatchObject({ version: 1, live: (won[0] as PromiseFulfilledResult<{ live: string }>).value.live });
    });

    (kind.refusesLongStaleSwaps ? it : it.skip)('refuses a swap from a pointer read before later versions, even once they are forgotten', async () => {
      const release = await publish(store, 'shop');
      const stale = await store.readPointer('shop');
      for (let i = 0; i < 25; i += 1) await store.swapPointer('shop', await store.readPointer('shop'), { live: release.id, history: [] });
      await expect(store.swapPointer('shop', stale, { live: null, history: [] })).rejects.toThrow(PromotionConflict);
      expect(await store.readPointer('shop')).toMatchObject({ version: 25, live: release.id });
    });
  });

  describe('two hosts sharing only the store', () => {
    it('see the same live release after a promotion on either', async () => {
      const [one, two] = [store, location.open()];
      const [a, b] = [await publish(one, 'shop'), await publish(two, 'shop')];
      await promote(one, 'shop', a.id, PROVIDES, OPERATOR);
      expect(await two.readPointer('shop')).toEqual(await one.readPointer('shop'));
      await promote(two, 'shop', b.id, PROVIDES, OPERATOR);
      expect(await one.readPointer('shop')).toMatchObject({ version: 2, live: b.id, history: [a.id] });
      expect((await one.listReleases('shop')).map((r) => r.id)).toEqual([a.id, b.id]);
    });

    it('let one of two promotions from the same pointer win, the other told which release won', async () => {
      const [one, two] = [store, location.open()];
      const [a, b] = [await publish(one, 'shop'), await publish(two, 'shop')];
      const outcomes = await Promise.allSettled([promote(one, 'shop', a.id, PROVIDES, OPERATOR), promote(two, 'shop', b.id, PROVIDES, OPERATOR)]);
      const live = (await one.readPointer('shop')).live;
      const lost = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(lost?.reason).toBeInstanceOf(PromotionConflict);
      expect((lost?.reason as PromotionConflict).current).toMatchObject({ version: 1, live });
      expect(await two.readPointer('shop')).toEqual(await one.readPointer('shop'));
    });
  });

  const cli = path.join(__dirname, 'run-release-cli.js');

  (kind.sharedWithProcesses ? it : it.skip)(
    'never loses a promotion of two `npm run promote` processes at once: each one reported done is live or in the history, and the other is told',
    async () => {
      const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
      writeFileSync(
        path.join(shellDir, 'mf-manifest.json'),
        JSON.stringify({ shared: Object.entries(PROVIDES.shared).map(([name, version]) => ({ name, version })) }),
      );
      for (let round = 0; round < 3; round += 1) {
        const [a, b] = [await publish(store, 'shop'), await publish(store, 'shop')];
        const before = await store.readPointer('shop');
        const results = await Promise.all(
          [a, b].map((r) =>
            run(process.execPath, [cli, 'promote', 'shop', r.id], { env: { ...process.env, ...location.env, SHELL_DIR: shellDir } }).then(
              () => ({ id: r.id, done: true, stderr: '' }),
              (error: { stderr: string }) => ({ id: r.id, done: false, stderr: error.stderr }),
            ),
          ),
        );
        const after = await store.readPointer('shop');
        const done = results.filter((r) => r.done).map((r) => r.id);
        expect(done.length).toBeGreaterThanOrEqual(1);
        expect(after.version).toBe(before.version + done.length);
        for (const id of done) expect([after.live, ...after.history]).toContain(id);
        for (const told of results.filter((r) => !r.done)) expect(told.stderr).toContain('Promosi lain lebih dulu mengubah rilis live');
      }
    },
    60_000,
  );

  (kind.sharedWithProcesses ? it : it.skip)(
    'publishes a build made elsewhere with `publish <remote> <folder>`: a new release, not live, its id printed last',
    async () => {
      const env = { ...process.env, ...location.env };
      const notABuild = fakeBuild('no manifest');
      await expect(run(process.execPath, [cli, 'publish', 'shop', notABuild], { env })).rejects.toMatchObject({
        stderr: expect.stringContaining('bukan build remote: tidak ada mf-manifest.json'),
      });
      const build = fakeBuild('built in an image');
      writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
      const { stdout } = await run(process.execPath, [cli, 'publish', 'shop', build], { env });
      const id = stdout.trim().split('\n').at(-1);
      expect((await store.listReleases('shop')).map((r) => r.id)).toEqual([id]);
      expect(await location.storedFiles('shop', id as string)).toEqual(expect.arrayContaining(['remoteEntry.js', 'assets/logo.svg', 'mf-manifest.json']));
      expect((await store.readPointer('shop')).live).toBeNull();
    },
    30_000,
  );
});

describe('a PostgreSQL store it cannot use', () => {
  it('is refused as a release error naming RELEASE_STORE_URL and the reason, not a crash', async () => {
    const store = postgresStore(poolSql('postgres://nobody@127.0.0.1:1/none'));
    const refusal = store.readPointer('shop');
    await expect(refusal).rejects.toThrow(ReleaseError);
    await expect(refusal).rejects.toThrow(/^Release store PostgreSQL \(RELEASE_STORE_URL\) tidak dapat dipakai: .*ECONNREFUSED/);
    await store.close();
  });
});

const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('a PostgreSQL store on a pair of hosts (RELEASE_STORE_URL naming both)', () => {
  it('publishes and promotes on the one that answers while the first listed is down', async () => {
    const server = new URL(process.env.DATABASE_URL as string);
    const schema = `release_pair_${process.pid}`;
    const admin = poolSql(server.href);
    await admin.query(`CREATE SCHEMA ${schema}`);
    const pair = `${server.protocol}//${server.username}:${server.password}@127.0.0.1:1,${server.host}${server.pathname}?options=-c%20search_path%3D${schema}`;
    const store = postgresStore(poolSql(pair));
    try {
      const release = await publish(store, 'shop');
      await promote(store, 'shop', release.id, PROVIDES, OPERATOR);
      expect((await store.readPointer('shop')).live).toBe(release.id);
    } finally {
      await store.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    }
  }, 30_000);
});

describe('what the page can meet', () => {
  it('accepts the versions the shell provides within each range', () => {
    expect(unmetNeeds(NEEDS, PROVIDES)).toEqual([]);
  });

  it('names a shared module the shell does not provide', () => {
    expect(unmetNeeds({ shared: { zustand: '^5.0.0' }, endpoints: [] }, PROVIDES)).toEqual(['zustand ^5.0.0 diperlukan, shell tidak menyediakannya']);
  });
});

describe('the endpoints a release calls', () => {
  it('are those its minified scripts read by name, not the rest of a table they carry whole', () => {
    const scripts =
      'const a={loginBuyer:{method:"POST",path:"login/buyer",session:"none"},getCart:{method:"GET",path:"cart",session:"buyer"}},' +
      'b={listProducts:{method:"GET",path:"product",session:"none"}};q(a.getCart);q(b.listProducts);const k={create:c.createPrototypeRequest};';
    expect(calledEndpoints(scripts)).toEqual(['createPrototypeRequest', 'getCart', 'listProducts']);
  });
});
