import { expect, test, type Page } from '../support/fixtures';
import path from 'node:path';
import { logInAdmin, seededAdmin } from '../support/admin';
import { chooseOptions, PROTOTYPE_CHOICES } from '../support/custom-form';
import { layoutProblems } from '../support/layout';
import { checkoutProduct, choose, placeOrder, products } from '../support/orders';
import { logIn } from '../support/shop';
import { apiUrl } from '../support/stack';

const BUYER = { email: 'buyer@pcb.test', password: 'Buyer#12345' };
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const status = (...values: string[]) => values.map((value) => `status=${value}`).join('&');

async function json<T>(path: string, token?: string): Promise<T> {
  const answer = await fetch(`${apiUrl}/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return (await answer.json()) as T;
}

async function adminToken(): Promise<string> {
  const answer = await fetch(`${apiUrl}/admin/login/protected`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(seededAdmin),
  });
  return ((await answer.json()) as { token: string }).token;
}

type Ids = {
  productId: string;
  categoryId: string;
  prototype: { typeId: string; itemId: string };
  assembly: { typeId: string; itemId: string };
  paymentId?: string;
};

/** The ids the detail and edit screens need, read from the seed data. */
async function seededIds(): Promise<Ids> {
  const token = await adminToken();
  const [product] = await products();
  const [category] = await json<{ _id: string }[]>('admin/product/categories');
  const firstItem = async (catalogue: string) => {
    const groups = await json<{ _id: string; data: { _id: string }[] }[]>(`admin/${catalogue}`, token);
    const group = groups.find((g) => g.data.length > 0)!;
    return { typeId: group._id, itemId: group.data[0]._id };
  };
  const transactions = await json<{ payment_id?: string | null }[]>(
    `admin/transaction?${status('menunggu-pembayaran', 'pembayaran-tertunda', 'sudah-bayar', 'diproses', 'dikirim', 'selesai')}`,
    token,
  );
  return {
    productId: product._id,
    categoryId: category._id,
    prototype: await firstItem('costom-prototype'),
    assembly: await firstItem('costom-assembly'),
    paymentId: transactions.find((t) => t.payment_id)?.payment_id ?? undefined,
  };
}

/** The buyer has a cart line, an order waiting for payment and a custom request, so every list has a row with its actions. */
async function giveTheBuyerRows(page: Page) {
  await logIn(page, BUYER.email, BUYER.password);
  const orders = (await (await page.request.get('/bff/api/transaction')).json()) as unknown[];
  if (orders.length === 0) {
    const [product] = await products();
    await checkoutProduct(page, product);
    await placeOrder(page);
    await choose(page, 'Tutup');
  }
  const requests = (await (await page.request.get('/bff/api/costom-prototype/api/transaksi')).json()) as unknown[];
  if (requests.length === 0) {
    await page.goto('/custom-prototype');
    await chooseOptions(page, PROTOTYPE_CHOICES);
    await page.getByRole('button', { name: 'Simpan Ke Keranjang' }).click();
    await expect(page).toHaveURL(/\/keranjang\/costom-product$/);
  }
  const cart = (await (await page.request.get('/bff/api/cart')).json()) as unknown[];
  if (cart.length === 0) {
    const [, product] = await products();
    await page.goto(`/product/detail/${product._id}`);
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await expect(page.getByText('Product added to cart!')).toBeVisible();
  }
}

function buyerScreens(ids: Ids): string[] {
  return [
    '/',
    '/product',
    '/product?search=pcb',
    `/product/detail/${ids.productId}`,
    '/custom',
    '/product-assembly',
    '/custom-prototype',
    '/custom-assembly',
    '/keranjang',
    '/keranjang/costom-product',
    `/checkout?cart=${ids.productId}`,
    '/user',
    '/user/profileSettings',
    '/change-password',
    `/transaksi?${status('menunggu-pembayaran', 'pembayaran-tertunda', 'sudah-bayar')}`,
    `/transaksi?${status('diproses')}`,
    `/transaksi?${status('dikirim')}`,
    `/transaksi?${status('selesai')}`,
    `/transaksi?${status('dibatalkan-pembeli', 'gagal', 'pembayaran-kadarluarsa', 'dibatalkan-admin')}`,
    '/review',
  ];
}

const PUBLIC_SCREENS = ['/login', '/register', '/admin-login', '/forgot-password', '/reset-password/layout-check', '/404'];

function adminScreens(ids: Ids): string[] {
  return [
    '/admin/dashboard',
    '/admin/kategoriPortofolio',
    '/admin/kategoriPortofolio/addCategory',
    `/admin/kategoriPortofolio/edit-category/${ids.categoryId}`,
    '/admin/dataProduct',
    '/admin/dataProduct/addProduct',
    `/admin/dataProduct/updateProduct/${ids.productId}`,
    `/admin/custom-prototype?type=${ids.prototype.typeId}`,
    `/admin/custom-prototype/addPrototype/${ids.prototype.typeId}`,
    `/admin/custom-prototype/editItemPrototype/${ids.prototype.typeId}/item/${ids.prototype.itemId}`,
    `/admin/custom-assembly?type=${ids.assembly.typeId}`,
    `/admin/custom-assembly/addAssembly/${ids.assembly.typeId}`,
    `/admin/custom-assembly/editItemAssembly/${ids.assembly.typeId}/item/${ids.assembly.itemId}`,
    `/admin/request-custom?${status('admin-review')}`,
    `/admin/request-custom?${status('disetujui')}`,
    `/admin/request-custom?${status('sudah-checkout')}`,
    `/admin/request-custom?${status('ditolak-admin', 'dibatalkan-pembeli')}`,
    `/admin/transaksi?${status('menunggu-pembayaran', 'pembayaran-tertunda', 'sudah-bayar')}`,
    `/admin/transaksi?${status('diproses')}`,
    `/admin/transaksi?${status('dikirim')}`,
    `/admin/transaksi?${status('selesai', 'gagal', 'pembayaran-kadarluarsa', 'dibatalkan-admin', 'dibatalkan-pembeli')}`,
    '/admin/reset-password',
    ...(ids.paymentId ? [`/payment-detail/${ids.paymentId}`] : []),
  ];
}

const shotName = (screen: string) =>
  screen
    .replace(/^\//, '')
    .replace(/[^A-Za-z0-9-]+/g, '_')
    .slice(0, 80) || 'home';

/** Opens each screen once it has settled, saves its picture, and collects what does not fit. */
async function checkScreens(page: Page, size: string, screens: readonly string[]) {
  const found: string[] = [];
  for (const screen of screens) {
    await page.goto(screen);
    // A quiet network is the usual sign a screen has settled; the dev servers' reload socket can keep it from ever being quiet.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await expect(page.getByText(/^Memuat/)).toHaveCount(0);
    await page.screenshot({ path: path.join(test.info().project.outputDir, 'layout', size, `${shotName(screen)}.png`), fullPage: true });
    for (const problem of await layoutProblems(page)) found.push(`${screen}: ${problem}`);
  }
  expect(found.slice(0, 20), `${found.length} layout problems at ${size} size`).toEqual([]);
}

test('the check reports a page that scrolls sideways, a cut select and a row action scrolled out of its frame', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(`
    <div style="width: 500px">wide</div>
    <select style="width: 40px; padding: 0 8px"><option>Sistem</option></select>
    <div style="overflow-x: auto; width: 300px">
      <table style="width: 800px"><tr><td style="width: 700px">Name</td><td><button>Delete</button></td></tr></table>
    </div>`);
  const problems = (await layoutProblems(page)).join('\n');
  expect(problems).toMatch(/the page scrolls sideways: 5\d\d px in a 390 px screen/);
  expect(problems).toMatch(/<div "wide"> ends at 5\d\d px, past the 390 px screen/);
  expect(problems).toContain('cuts its choice "Sistem"');
  expect(problems).toMatch(/the row's action <button "Delete"> .* lies outside its visible box/);
});

test.describe('every screen of both specs', () => {
  test.use({
    expectedProblems: {
      "the spec's product search also calls the admin search with the buyer's token, which refuses it": /status of 40[13] .*\/bff\/api\/admin\/product\/search/,
    },
  });
  let ids: Ids;
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await giveTheBuyerRows(page);
    await page.close();
    ids = await seededIds();
  });

  for (const size of SIZES) {
    test.describe(`at ${size.width} × ${size.height}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('every public screen fits', async ({ page }) => {
        await checkScreens(page, size.name, PUBLIC_SCREENS);
      });

      test('every buyer screen fits, with its rows’ actions in view', async ({ page }) => {
        test.setTimeout(180_000);
        await logIn(page, BUYER.email, BUYER.password);
        await checkScreens(page, size.name, buyerScreens(ids));
      });

      test('/custom-assembly does not jump as it loads (CLS ≤ 0.05)', async ({ page }) => {
        await logIn(page, BUYER.email, BUYER.password);
        // The options arrive well after the first paint, as on a phone's slow network (Lighthouse measured 0.495 so).
        await page.route('**/bff/api/admin/costom-assembly', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        });
        await page.addInitScript(() => {
          const seen = window as unknown as { layoutShift: number };
          seen.layoutShift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) seen.layoutShift += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto('/custom-assembly');
        await expect(page.getByRole('button', { name: 'Simpan Ke Keranjang' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
        console.log(`CLS /custom-assembly at ${size.width} px: ${shift.toFixed(3)}`);
        expect(shift).toBeLessThanOrEqual(0.05);
      });

      test('every admin screen fits, with its rows’ actions in view', async ({ page }) => {
        test.setTimeout(180_000);
        await logInAdmin(page);
        await checkScreens(page, size.name, adminScreens(ids));
      });
    });
  }
});
