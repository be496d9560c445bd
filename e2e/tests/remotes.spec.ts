import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminRemoteUrl, freePort, repoRoot, startBff, startShopRemote, type RunningProcess } from '../support/stack';

test('the home page never requests an admin-remote file, and /admin-login loads the admin remote', async ({ page }) => {
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(adminRemoteUrl)) adminRequests.push(request.url());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Produk Kami' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(adminRequests).toEqual([]);

  await page.goto('/admin-login');
  await expect(page.getByLabel(/email/i)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /password/i })).toBeVisible();
  expect(adminRequests.some((url) => url.endsWith('/mf-manifest.json') || url.includes('remoteEntry'))).toBe(true);
});

/** The folder of the admin remote's live release, where its files are. */
async function liveAdminRelease(request: APIRequestContext): Promise<string> {
  const live = await request.get(`${adminRemoteUrl}/live.json`);
  expect(live.headers()['cache-control']).toBe('no-cache');
  return `${adminRemoteUrl}/${((await live.json()) as { pointer: { live: string } }).pointer.live}`;
}

test("a release's files, entry included, are immutable (a release never changes), with CORS for the shell", async ({ request, baseURL }) => {
  const release = await liveAdminRelease(request);
  const manifest = await request.get(`${release}/mf-manifest.json`, { headers: { Origin: baseURL! } });
  expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(manifest.headers()['access-control-allow-origin']).toBe(baseURL);

  const { metaData } = (await manifest.json()) as { metaData: { remoteEntry: { name: string } } };
  const entry = await request.get(`${release}/${metaData.remoteEntry.name}`);
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const stranger = await request.get(`${release}/mf-manifest.json`, { headers: { Origin: 'https://evil.example' } });
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
});

test('the home page starts loading the shop remote at once: no GET /bff/remotes and no manifest first', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Produk Kami' })).toBeVisible();

  expect(requested.filter((url) => url.endsWith('/bff/remotes') || url.endsWith('/mf-manifest.json'))).toEqual([]);
  expect(requested.filter((url) => url.endsWith('/remoteEntry.js'))).toHaveLength(1);
});

test('remote files come in the brotli or gzip copy the browser accepts, varying on Accept-Encoding', async ({ request }) => {
  const entry = `${await liveAdminRelease(request)}/remoteEntry.js`;
  const brotli = await request.get(entry, { headers: { 'Accept-Encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['vary']).toMatch(/accept-encoding/i);
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const gzip = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');

  const plain = await request.get(entry, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toBe(await brotli.text());
});

test("the shell's scripts come precompressed from the BFF and stay immutable", async ({ request }) => {
  const page = await (await request.get('/')).text();
  const main = /src="?(\/main\.[0-9a-f]{8}\.js)/.exec(page)?.[1];
  expect(main).toBeDefined();

  const brotli = await request.get(main!, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['vary']).toMatch(/accept-encoding/i);
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test.describe('with the shop remote stopped', () => {
  test.use({
    expectedProblems: {
      'the shop remote is down on purpose': /ERR_CONNECTION_REFUSED .*remoteEntry\.js/,
      "Module Federation's report of that failed script": /Federation Runtime .*RUNTIME-008/,
    },
  });
  let bff: RunningProcess | undefined;
  let shop: RunningProcess | undefined;

  test.afterEach(async ({ page }) => {
    // The page first: its pictures still loading would fail against a stopped BFF.
    await page.close();
    await shop?.stop();
    await bff?.stop();
  });

  test('the shell shows the fallback with a retry and recovers once the remote is back', async ({ page }) => {
    const [bffPort, shopPort] = [await freePort(), await freePort()];
    const shellOrigin = `http://127.0.0.1:${bffPort}`;
    bff = await startBff(bffPort, { shopRemoteUrl: `http://127.0.0.1:${shopPort}` });

    await page.goto(`${shellOrigin}/`);
    await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Muat ulang' })).toBeVisible();

    shop = await startShopRemote(shopPort, shellOrigin);
    await page.getByRole('button', { name: 'Coba lagi' }).click();

    await expect(page.getByRole('heading', { name: 'Produk Kami' })).toBeVisible();
  });
});

/** A copy of the shell's build whose federation manifest says it provides `@pcb/shared-ui` at `version`. */
async function shellProvidingSharedUi(version: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shell-'));
  await cp(path.join(repoRoot, 'shell/dist'), dir, { recursive: true });
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as { shared: { name: string; version: string }[] };
  for (const shared of manifest.shared) if (shared.name.startsWith('@pcb/shared-ui')) shared.version = version;
  await writeFile(file, JSON.stringify(manifest));
  return dir;
}

test.describe('with a shell redeployed on another major of shared-ui', () => {
  let bff: RunningProcess | undefined;
  let shop: RunningProcess | undefined;
  let shellDir: string | undefined;

  test.afterEach(async ({ page }) => {
    await page.close();
    await bff?.stop();
    await shop?.stop();
    if (shellDir) await rm(shellDir, { recursive: true, force: true });
  });

  test('the live shop release it cannot meet is not loaded: the fallback with a retry, the reason as a console warning', async ({ page }) => {
    const [bffPort, shopPort] = [await freePort(), await freePort()];
    const shellOrigin = `http://127.0.0.1:${bffPort}`;
    shop = await startShopRemote(shopPort, shellOrigin);
    shellDir = await shellProvidingSharedUi('1.0.0');
    bff = await startBff(bffPort, { shopRemoteUrl: `http://127.0.0.1:${shopPort}`, shellDir });
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const shopRequests: string[] = [];
    page.on('request', (request) => request.url().startsWith(`http://127.0.0.1:${shopPort}/`) && shopRequests.push(request.url()));

    await page.goto(`${shellOrigin}/`);
    await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible({ timeout: 30_000 });
    expect(warnings).toContainEqual(
      expect.stringMatching(/^Remote "shop" tidak dimuat: @pcb\/shared-ui(\/\w+)? \^0\.1\.0 diperlukan, shell menyediakan 1\.0\.0/),
    );
    expect(shopRequests).toEqual([]);
  });
});
