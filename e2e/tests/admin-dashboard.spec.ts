import { expect, test } from '../support/fixtures';
import { seededAdmin } from '../support/admin';
import { adminRemoteUrl, freePort, startApi, startBff, startShopRemote, type RunningProcess } from '../support/stack';

// A pcb-api of its own, seeded as `npm start` seeds a fresh database: with the 90-day demo history.
let processes: RunningProcess[] = [];
let shellOrigin = '';

test.beforeAll(async () => {
  const [api, bff, shop] = await Promise.all([freePort(), freePort(), freePort()]);
  shellOrigin = `http://127.0.0.1:${bff}`;
  processes = await Promise.all([startApi(api, shellOrigin, { SEED_DEMO_HISTORY: 'true' }), startShopRemote(shop, shellOrigin)]);
  processes.push(await startBff(bff, { pcbApiUrl: `http://127.0.0.1:${api}/api`, shopRemoteUrl: `http://127.0.0.1:${shop}`, adminRemoteUrl }));
});

test.afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
});

const count = async (text: Promise<string>) => Number((await text).replace(/\D/g, ''));

test('on the demo history the dashboard shows living figures, the revenue chart by day and by month, and the orders by status', async ({ page }) => {
  await page.goto(`${shellOrigin}/admin-login`);
  await page.getByLabel('Email').fill(seededAdmin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(seededAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await expect(page.getByTestId('card-Total pendapatan')).toContainText('Rp.');
  for (const card of ['Total pendapatan', 'Request Custom', 'Total Transaksi']) {
    await expect.poll(() => count(page.getByTestId(`card-${card}`).innerText())).toBeGreaterThan(0);
  }

  await expect(page.getByRole('img', { name: /Grafik pendapatan 30 hari terakhir, total Rp\. [1-9]/ }).locator('canvas')).toBeVisible();
  await page.getByRole('button', { name: '12 bulan' }).click();
  await expect(page.getByRole('img', { name: /Grafik pendapatan 12 bulan terakhir, total Rp\. [1-9]/ }).locator('canvas')).toBeVisible();

  await expect(page.getByRole('table', { name: 'History Pembelian' }).getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('region', { name: 'Status sekarang' })).toBeVisible();
});
