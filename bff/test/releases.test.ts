import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ReleaseManifest, RemoteName } from '@pcb/contract';
import { unmetNeeds, type PageProvides } from '../src/releases/compatibility';
import { calledEndpoints } from '../src/releases/describe';
import { promote, rollback } from '../src/releases/promotion';
import { listReleases, PromotionConflict, publishRelease, pruneReleases, readPointer, ReleaseError } from '../src/releases/store';

const run = promisify(execFile);

/** What the shell build and this BFF give a remote, as in the real stack. */
const PROVIDES: PageProvides = {
  shared: { react: '19.2.9', 'react-dom': '19.2.9', '@pcb/shared-ui': '0.1.0' },
  endpoints: new Set(['listProducts', 'addToCart']),
};
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
async function publish(store: string, remote: RemoteName, needs: Pick<ReleaseManifest, 'shared' | 'endpoints'> = NEEDS) {
  seconds += 1;
  const builtAt = new Date(Date.UTC(2026, 10, 24, 0, 0, seconds));
  const id = `20261124-${builtAt.toISOString().slice(11, 19).replaceAll(':', '')}-${seconds.toString(16).padStart(8, '0')}`;
  return publishRelease(store, fakeBuild(`entry ${id}`), { remote, id, builtAt: builtAt.toISOString(), commit: 'abc123', ...needs });
}

const newStore = () => mkdtempSync(path.join(tmpdir(), 'release-store-'));

describe('the release store', () => {
  it('publishes a build whole under its own id, with its size and needs recorded', async () => {
    const store = newStore();
    const release = await publish(store, 'shop');
    expect(readdirSync(path.join(store, 'shop', release.id)).sort()).toEqual(['assets', 'release.json', 'remoteEntry.js']);
    expect(release.bytes).toBeGreaterThan(0);
    expect(await listReleases(store, 'shop')).toEqual([release]);
    expect(readdirSync(path.join(store, 'shop'))).toEqual([release.id]);
  });

  it('keeps the newest N releases, and always the live one and the one a rollback returns to', async () => {
    const store = newStore();
    const [first, second, ...rest] = await Promise.all([1, 2, 3, 4, 5].map(() => publish(store, 'shop')));
    await promote(store, 'shop', first.id, PROVIDES);
    await promote(store, 'shop', second.id, PROVIDES);
    const removed = await pruneReleases(store, 'shop', 2);
    expect(removed).toEqual([rest[0].id]);
    expect((await listReleases(store, 'shop')).map((r) => r.id)).toEqual([first.id, second.id, rest[1].id, rest[2].id]);
  });
});

describe('promote and rollback', () => {
  it('refuses a release built against another major of shared-ui, saying why, and leaves the live one', async () => {
    const store = newStore();
    const good = await publish(store, 'shop');
    await promote(store, 'shop', good.id, PROVIDES);
    const other = await publish(store, 'shop', { ...NEEDS, shared: { ...NEEDS.shared, '@pcb/shared-ui': '^1.0.0' } });
    await expect(promote(store, 'shop', other.id, PROVIDES)).rejects.toThrow(
      `Rilis shop ${other.id} ditolak: @pcb/shared-ui ^1.0.0 diperlukan, shell menyediakan 0.1.0.`,
    );
    expect((await readPointer(store, 'shop')).live).toBe(good.id);
  });

  it('refuses a release that calls an endpoint the BFF does not forward', async () => {
    const store = newStore();
    const release = await publish(store, 'shop', { ...NEEDS, endpoints: ['listProducts', 'launchRocket'] });
    await expect(promote(store, 'shop', release.id, PROVIDES)).rejects.toThrow('endpoint launchRocket tidak diteruskan oleh BFF');
    expect((await readPointer(store, 'shop')).version).toBe(0);
  });

  it('refuses an id that is not in the store', async () => {
    await expect(promote(newStore(), 'shop', '20261124-000000-deadbeef', PROVIDES)).rejects.toThrow(ReleaseError);
  });

  it('rolls back to the release live before, then refuses when there is none', async () => {
    const store = newStore();
    const a = await publish(store, 'shop');
    const b = await publish(store, 'shop');
    await promote(store, 'shop', a.id, PROVIDES);
    await promote(store, 'shop', b.id, PROVIDES);
    expect(await rollback(store, 'shop', PROVIDES)).toMatchObject({ version: 3, live: a.id, history: [] });
    await expect(rollback(store, 'shop', PROVIDES)).rejects.toThrow('Tidak ada rilis shop sebelumnya untuk rollback.');
  });

  it('lets exactly one of ten promotions that read the same pointer win, and tells the others', async () => {
    const store = newStore();
    const releases = await Promise.all(Array.from({ length: 10 }, () => publish(store, 'shop')));
    const outcomes = await Promise.allSettled(releases.map((r) => promote(store, 'shop', r.id, PROVIDES)));
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof PromotionConflict)).toHaveLength(9);
    expect(await readPointer(store, 'shop')).toMatchObject({ version: 1, live: (won[0] as PromiseFulfilledResult<{ live: string }>).value.live });
  });
});

describe('two `npm run promote` processes at once', () => {
  const cli = path.join(__dirname, 'run-release-cli.js');

  it('never lose a promotion: each one reported done is live or in the history, and the others are told', async () => {
    const store = newStore();
    const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
    writeFileSync(
      path.join(shellDir, 'mf-manifest.json'),
      JSON.stringify({ shared: Object.entries(PROVIDES.shared).map(([name, version]) => ({ name, version })) }),
    );
    const env = { ...process.env, RELEASE_STORE: store, SHELL_DIR: shellDir };
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = [await publish(store, 'shop'), await publish(store, 'shop')];
      const before = await readPointer(store, 'shop');
      const results = await Promise.all(
        [a, b].map((r) =>
          run(process.execPath, [cli, 'promote', 'shop', r.id], { env }).then(
            () => ({ id: r.id, done: true, stderr: '' }),
            (error: { stderr: string }) => ({ id: r.id, done: false, stderr: error.stderr }),
          ),
        ),
      );
      const after = await readPointer(store, 'shop');
      const done = results.filter((r) => r.done).map((r) => r.id);
      expect(done.length).toBeGreaterThanOrEqual(1);
      expect(after.version).toBe(before.version + done.length);
      for (const id of done) expect([after.live, ...after.history]).toContain(id);
      for (const told of results.filter((r) => !r.done)) expect(told.stderr).toContain('Promosi lain lebih dulu mengubah rilis live');
    }
  }, 60_000);
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
