import { expect, test } from '@playwright/test';
import { adminRemoteUrl, freePort, startBff, startShopRemote, type RunningProcess } from '../support/stack';

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
  await expect(page.getByLabel(/password/i)).toBeVisible();
  expect(adminRequests.some((url) => url.endsWith('/mf-manifest.json') || url.includes('remoteEntry'))).toBe(true);
});

test('remote entry files are revalidated and content-hashed chunks are immutable, with CORS for the shell', async ({ request, baseURL }) => {
  const manifest = await request.get(`${adminRemoteUrl}/mf-manifest.json`, { headers: { Origin: baseURL! } });
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe(baseURL);

  const { metaData } = (await manifest.json()) as { metaData: { remoteEntry: { name: string } } };
  const entry = await request.get(`${adminRemoteUrl}/${metaData.remoteEntry.name}`);
  expect(entry.headers()['cache-control']).toBe('no-cache');

  const stranger = await request.get(`${adminRemoteUrl}/mf-manifest.json`, { headers: { Origin: 'https://evil.example' } });
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
});

test.describe('with the shop remote stopped', () => {
  let bff: RunningProcess | undefined;
  let shop: RunningProcess | undefined;

  test.afterEach(async () => {
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
