import { expect, test } from '../support/fixtures';
import { logIn } from '../support/shop';
import { freePort, startAdminRemote, startApi, startBff, startShopRemote, type RunningProcess } from '../support/stack';

const TOKEN_TTL_SECONDS = 4;
const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan login kembali.';

test.use({ expectedProblems: { 'the call that finds the session expired is answered 401': /status of 401 .*\/bff\/api\// } });

// A stack of its own whose buyer tokens live a few seconds.
let processes: RunningProcess[] = [];
let shellOrigin = '';

test.beforeAll(async () => {
  const [api, bff, shop, admin] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  shellOrigin = `http://127.0.0.1:${bff}`;
  processes = await Promise.all([
    startApi(api, shellOrigin, { BUYER_TOKEN_TTL: String(TOKEN_TTL_SECONDS) }),
    startShopRemote(shop, shellOrigin),
    startAdminRemote(admin, shellOrigin),
  ]);
  processes.push(
    await startBff(bff, {
      pcbApiUrl: `http://127.0.0.1:${api}/api`,
      shopRemoteUrl: `http://127.0.0.1:${shop}`,
      adminRemoteUrl: `http://127.0.0.1:${admin}`,
    }),
  );
});

test.afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
});

test('an expired session ends on the next call and the login screen shows the banner once', async ({ page }) => {
  await page.context().clearCookies();
  await page.goto(`${shellOrigin}/`);
  await logIn(page, 'buyer@pcb.test', 'Buyer#12345', shellOrigin);

  await page.waitForTimeout((TOKEN_TTL_SECONDS + 1) * 1000);
  await page
    .getByRole('button', { name: / ke keranjang$/ })
    .and(page.locator(':enabled'))
    .first()
    .click();
  const login = page.getByRole('link', { name: 'Login' });
  await expect(login).toBeVisible();

  await login.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: SESSION_ENDED })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
});
