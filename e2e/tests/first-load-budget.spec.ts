import type { Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { HOME_JS_BUDGET_BYTES, pageFirstLoad } from '../../scripts/bench-web/first-load.cjs';
import { logInAdmin } from '../support/admin';
import { logIn, registerVerifiedBuyer } from '../support/shop';

// Byte counts are deterministic for a build, so issue 9's budget is a test; Lighthouse's noisy
// scores stay in `npm run bench:web`.
test("the home page's first load stays within 170 KB of compressed JavaScript, with one React", async ({ page }) => {
  const load = await pageFirstLoad(page, '/');
  const files = load.scripts.map(({ url, transferredBytes }) => `${transferredBytes} B ${url}`).join('\n');

  expect(load.totalTransferredBytes, `JavaScript transferred:\n${files}`).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  expect(load.scripts.every((script) => script.encoding !== 'identity' || script.transferredBytes < 1024)).toBe(true);
  expect(load.reactInShareScope).toHaveLength(1);
  // Every script starts from the page's HTML (script or preload), not a round trip after another one ran.
  expect(load.discoveredLate).toEqual([]);
  for (const { name, files: copies } of load.copies) expect(copies, name).toHaveLength(1);
  // The Gerber viewer and its worker (the reader, fflate) load only on the pages that show a design.
  expect(
    load.scripts.map(({ url }) => url).filter((url) => /design-(preview|worker)/.test(url)),
    files,
  ).toEqual([]);
});

// The sign-in page is its own chunk and uses the forms: the BFF preloads both from its HTML
// instead of the browser finding them once the shop's app has run.
test('a sign-in page fetches every script it needs from its first HTML', async ({ page }) => {
  const load = await pageFirstLoad(page, '/login', 'Login');
  expect(load.discoveredLate).toEqual([]);
});

/** A name only Zag's menu code carries: it reaches the page with the overlays entry (`@pcb/shared-ui/overlays`). */
const MENU_CODE = 'useMenuContext';

// The avatar menu is drawn as a button; its 47 KB of Zag code loads when the admin reaches for it.
test("a signed-in admin's dashboard loads the menu's code only when the menu is opened", async ({ page, browser }) => {
  await logInAdmin(page);
  const fresh = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const dashboard = await fresh.newPage();
    const scripts: Promise<string>[] = [];
    dashboard.on('response', (response) => void (response.request().resourceType() === 'script' && scripts.push(response.text())));
    await dashboard.goto('/admin/dashboard');
    await dashboard.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await dashboard.waitForLoadState('networkidle');
    expect((await Promise.all(scripts)).filter((text) => text.includes(MENU_CODE))).toHaveLength(0);

    await dashboard.getByRole('button', { name: 'Menu admin', exact: true }).click();
    await expect(dashboard.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    expect((await Promise.all(scripts)).some((text) => text.includes(MENU_CODE))).toBe(true);
  } finally {
    await fresh.close();
  }
});

// The shop's lists draw a native checkbox and load their detail dialogs when first opened, so the
// overlays entry stays off their first load as it does off the home page.
test("a signed-in buyer's cart, orders and custom cart load no overlays code with the page", async ({ page }) => {
  const buyer = await registerVerifiedBuyer(page);
  await logIn(page, buyer.email, buyer.password);
  for (const [path, heading] of [
    ['/keranjang', 'Keranjang Belanja'],
    ['/transaksi', 'Transaksi'],
    ['/keranjang/costom-product', 'Keranjang Produk Custom'],
  ]) {
    const scripts: Promise<string>[] = [];
    const collect = (response: Response) => void (response.request().resourceType() === 'script' && scripts.push(response.text()));
    page.on('response', collect);
    await page.goto(path);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    expect(
      (await Promise.all(scripts)).filter((text) => text.includes(MENU_CODE)),
      path,
    ).toHaveLength(0);
  }
});
