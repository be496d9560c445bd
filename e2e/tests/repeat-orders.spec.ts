import { expect, test, type Page } from '../support/fixtures';
import { accessibilityViolations } from '../support/accessibility';
import { logInAdmin } from '../support/admin';
import { fieldOf, PROTOTYPE_CHOICES, sentPrototype, type SentRequest } from '../support/custom-form';
import {
  adminApprovesPrototype,
  adminShips,
  choose,
  newestOrderId,
  orderNumber,
  paidAndShippedOrder,
  placeOrder,
  products,
  readyBuyer,
} from '../support/orders';
import { logIn } from '../support/shop';

// Issue 37: a review time kept (the promise where a request is sent, the figures on the dashboard, the
// overdue mark in the review list) and "Pesan Lagi" on a finished order.

const BUYER = { email: 'buyer@pcb.test', password: 'Buyer#12345' };

/** The buyer takes a shipped order in: "Terima" on its row, then the confirmation. */
async function receive(page: Page, id: string) {
  await page.goto('/transaksi?status=dikirim');
  // On a phone each cell also carries its column's name: the row is found by the order number it shows.
  await page
    .getByRole('row')
    .filter({ hasText: orderNumber(id) })
    .getByRole('button', { name: `Terima ${orderNumber(id)}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Terima' }).click();
  await expect(page.getByRole('row').filter({ hasText: orderNumber(id) })).toHaveCount(0);
}

/** The buyer takes the order in, then clicks "Pesan lagi" on its row among the finished orders. */
async function receiveAndOrderAgain(page: Page, id: string) {
  await receive(page, id);
  await page.goto('/transaksi?status=selesai');
  await page
    .getByRole('row')
    .filter({ hasText: orderNumber(id) })
    .getByRole('button', { name: `Pesan lagi ${orderNumber(id)}` })
    .click();
}

type BuyersRequest = SentRequest & Record<string, unknown>;
const ownPrototypes = async (page: Page) => (await (await page.request.get('/bff/api/costom-prototype/api/transaksi')).json()) as BuyersRequest[];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the buyer reads the review time where a request is sent; the admin sees the figures, sets the promise and each request’s deadline', async ({
      page,
      browser,
    }, info) => {
      test.setTimeout(180_000);
      // The back office read in the centre's own time zone, where its working hours are.
      const admin = await (await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'Asia/Jakarta' })).newPage();
      await logInAdmin(admin);
      await admin.goto('/admin/dashboard');
      const card = admin.getByRole('region', { name: 'Waktu review' });
      await expect(card.getByRole('table', { name: 'Waktu review 30 hari terakhir' })).toBeVisible();
      await card.getByLabel('Janji waktu review (hari kerja)').fill('2');
      await card.getByRole('button', { name: 'Simpan' }).click();
      await expect(admin.getByText('Waktu review disimpan')).toBeVisible();
      await expect(card.getByRole('row', { name: /Janji waktu review/ })).toContainText('2 hari kerja');
      await expect(card.getByRole('row', { name: /^Median/ })).toContainText(/^Median(-|[\d,]+ jam kerja)$/);
      await admin.screenshot({ path: info.outputPath(`review-time-${width}.png`), fullPage: true });
      expect(await accessibilityViolations(admin, 'section[aria-label="Waktu review"]')).toEqual([]);

      await logIn(page, BUYER.email, BUYER.password);
      const sent = await sentPrototype(page.request);
      await page.goto('/keranjang/costom-product');
      await expect(page.getByTestId('review-promise').first()).toContainText('2 hari kerja');

      await admin.goto('/admin/request-custom?status=admin-review');
      const row = admin.getByRole('row').filter({ hasText: sent._id });
      await expect(row).toContainText(/\d{4}/);
      // Counted in working hours, the deadline falls on a working day (Monday to Friday) within 08:00-16:00 WIB.
      // The row shows the request's date, then its deadline (Batas Review): the last of the two.
      const dates = [...((await row.textContent()) ?? '').matchAll(/(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})/g)];
      expect(dates).toHaveLength(2);
      const [, day, month, year, hour, minute] = dates[1].map(Number);
      expect(new Date(Date.UTC(year, month - 1, day)).getUTCDay()).toBeGreaterThanOrEqual(1);
      expect(new Date(Date.UTC(year, month - 1, day)).getUTCDay()).toBeLessThanOrEqual(5);
      expect(hour * 60 + minute).toBeGreaterThanOrEqual(8 * 60);
      expect(hour * 60 + minute).toBeLessThanOrEqual(16 * 60);
      expect(await accessibilityViolations(admin, 'table')).toEqual([]);

      // Back to the default for the other journeys.
      await admin.goto('/admin/dashboard');
      await card.getByLabel('Janji waktu review (hari kerja)').fill('1');
      await card.getByRole('button', { name: 'Simpan' }).click();
      await expect(admin.getByText('Waktu review disimpan')).toBeVisible();
    });

    test('Pesan Lagi puts a finished order’s product back in the cart in one click, saying what changed', async ({ page }, info) => {
      test.setTimeout(240_000);
      await readyBuyer(page);
      const [product] = (await products()).filter((p) => p.stock > 2);
      const id = await paidAndShippedOrder(page, product, `RESI-${width}`);
      await receiveAndOrderAgain(page, id);
      await expect(page).toHaveURL(/\/keranjang$/);
      // The cart's notice, not the toast that says the same in short.
      const notice = page.getByRole('main').getByRole('status').filter({ hasText: 'Produk pesanan dimasukkan ke keranjang' });
      await expect(notice).toContainText(product.product_name);
      await expect(page.getByTestId('cart-row').filter({ hasText: product.product_name })).toBeVisible();
      await page.screenshot({ path: info.outputPath(`reorder-cart-${width}.png`), fullPage: true });
      expect(await accessibilityViolations(page, 'main')).toEqual([]);
    });

    test('Pesan Lagi turns a finished custom order into a new draft with the same options and its own copy of the design, in one click', async ({
      page,
    }, info) => {
      test.setTimeout(300_000);
      await readyBuyer(page);
      const sent = await sentPrototype(page.request);
      await adminApprovesPrototype(sent._id, { weight: 300 });
      await page.goto(`/checkout?custom=${sent._id}`);
      await placeOrder(page);
      await choose(page, 'Bayar sekarang');
      await expect(page.getByText('Pembayaran Berhasil')).toBeVisible();
      const id = await newestOrderId(page);
      await adminShips(id, `RESI-C${width}`);
      await receiveAndOrderAgain(page, id);
      await expect(page).toHaveURL(/\/keranjang\/costom-product$/);
      await expect(page.getByText('Request custom disalin menjadi draf baru').first()).toBeVisible();
      const draftCard = page.getByTestId('custom-request').filter({ hasText: 'Menunggu Pengajuan' });
      await expect(draftCard).toHaveCount(1);
      await expect(draftCard.getByText(/^File desain terlampir: .+\.zip\./)).toBeVisible();

      const [draft] = (await ownPrototypes(page)).filter((request) => request.status === 'menunggu-pengajuan');
      for (const [title, option] of PROTOTYPE_CHOICES) expect(draft[fieldOf(title)], title).toBe(option);
      expect(draft.design_file).toMatch(/\.zip$/);
      expect(draft.design_file).not.toBe(sent.design_file);
      await page.screenshot({ path: info.outputPath(`reorder-custom-${width}.png`), fullPage: true });
      expect(await accessibilityViolations(page, 'main')).toEqual([]);
    });
  });
}
