import { expect, test } from '../support/fixtures';
import { PAYMENT_GROUP, checkoutProduct, choose, placeOrder, type Product } from '../support/orders';
import { logIn } from '../support/shop';
import { freePort, startAdminRemote, startApi, startBff, startShopRemote, type RunningProcess } from '../support/stack';

// A stack of its own whose payments go through the provider's page instead of the popup.
let processes: RunningProcess[] = [];
let shellOrigin = '';
let apiOrigin = '';

test.beforeAll(async () => {
  const [api, bff, shop, admin] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  shellOrigin = `http://127.0.0.1:${bff}`;
  apiOrigin = `http://127.0.0.1:${api}/api`;
  processes = await Promise.all([
    startApi(api, shellOrigin, { PAYMENT_FLOW: 'redirect' }),
    startShopRemote(shop, shellOrigin),
    startAdminRemote(admin, shellOrigin),
  ]);
  processes.push(await startBff(bff, { pcbApiUrl: apiOrigin, shopRemoteUrl: `http://127.0.0.1:${shop}`, adminRemoteUrl: `http://127.0.0.1:${admin}` }));
});

test.afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
});

test('the redirect flow pays on the provider page and lands back on /transaksi with the new status', async ({ page }) => {
  const [product] = ((await (await fetch(`${apiOrigin}/product`)).json()) as Product[]).filter((p) => p.stock > 0);
  await page.goto(`${shellOrigin}/`);
  // The seeded buyer of this fresh database has a complete address.
  await logIn(page, 'buyer@pcb.test', 'Buyer#12345', shellOrigin);
  await page.goto(`${shellOrigin}/`);

  await checkoutProduct(page, product, shellOrigin);
  await placeOrder(page, /\/service\/payments\/simulator\/pay\//);
  await choose(page, 'Bayar sekarang');

  await expect(page).toHaveURL(PAYMENT_GROUP);
  await expect(page.getByRole('row').filter({ hasText: product.product_name })).toContainText('Sudah Bayar');
});
