import { logInAdmin } from '../support/admin';
import { expect, test, watchBrowserProblems } from '../support/fixtures';
import { checkoutProduct, choose, newestOrderId, orderNumber, placeOrder, type Product } from '../support/orders';
import { logIn } from '../support/shop';

/** The fleet's demo buyer (SEED_DEMO_HISTORY) and its admin, whose password the stack's secret holds. */
const BUYER = { email: 'buyer@pcb.test', password: 'Buyer#12345' };
const ADMIN = { email: 'admin@pcb.test', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

test('through the fleet over HTTPS: a buyer orders and pays, and the admin finds the paid order', async ({ page, browser, baseURL }) => {
  await logIn(page, BUYER.email, BUYER.password);
  const products = (await (await page.request.get('/bff/api/product')).json()) as Product[];
  const product = products.find((p) => p.stock > 2) as Product;
  await checkoutProduct(page, product);
  await placeOrder(page);
  await choose(page, 'Bayar sekarang');
  await expect(page.getByText('Pembayaran Berhasil')).toBeVisible();
  const id = await newestOrderId(page);

  const backOffice = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  const problemsSeen = await watchBrowserProblems(backOffice);
  const admin = await backOffice.newPage();
  await logInAdmin(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/transaksi?status=sudah-bayar');
  await expect(admin.getByText(orderNumber(id))).toBeVisible();
  expect(await problemsSeen(), "problems seen by the admin's browser").toEqual([]);
});
