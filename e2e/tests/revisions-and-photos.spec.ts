import { accessibilityViolations, settled } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { sentPrototype } from '../support/custom-form';
import { gerberZip } from '../support/gerber';
import { logInAdmin, tinyPng } from '../support/admin';
import { adminWrite, checkoutProduct, choose, newestOrderId, orderNumber, placeOrder, products, readyBuyer } from '../support/orders';
import { logIn } from '../support/shop';

const BUYER = { email: 'buyer@pcb.test', password: 'Buyer#12345' };
const WRITE = { 'X-CSRF': '1' };

/** The back-office's token, for the steps the journeys do not watch the admin take. */

for (const width of [390, 1280]) {
  test(`a rejected design gets a revision that shows what its checks measure differently, for the buyer and the admin (${width} px)`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, BUYER.email, BUYER.password);
    const sent = await sentPrototype(page.request);
    expect(await adminWrite(`admin/request-custom-prototype/${sent._id}/reject`, { reason: 'Papan terlalu kecil, buat 80 × 30 mm' })).toBe(200);

    await page.goto('/keranjang/costom-product');
    const rejected = page.getByTestId('custom-request').filter({ hasText: 'Papan terlalu kecil' });
    await rejected.getByLabel(/File desain/).setInputFiles({ name: 'board-rev-b.zip', mimeType: 'application/zip', buffer: gerberZip(80, 30) });
    await rejected.getByRole('button', { name: 'Unggah Revisi' }).click();
    await expect(page.getByText('Revisi desain berhasil diunggah')).toBeVisible();

    const draft = page.getByTestId('custom-request').filter({ hasText: 'revisi 2' });
    await draft.getByRole('button', { name: 'Detail' }).click();
    const history = page.getByRole('list', { name: 'Riwayat revisi desain' });
    await expect(history.getByRole('heading', { name: 'Revisi 2' })).toBeVisible();
    await expect(history.getByText(/50 × 30 mm → 80 × 30 mm/).first()).toBeVisible();
    await expect(history.getByText('Desain pertama.')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`revisions-buyer-${width}.png`), fullPage: true });
    await page.keyboard.press('Escape');
    await draft.getByRole('button', { name: 'Kirim Review' }).click();
    await expect(page.getByText('Request berhasil dikirimkan ke admin')).toBeVisible();

    const adminContext = await browser.newContext({ viewport: { width, height: 900 } });
    const admin = await adminContext.newPage();
    await logInAdmin(admin);
    await admin.goto('/admin/request-custom?status=admin-review');
    await admin.getByRole('row').filter({ hasText: sent._id }).getByRole('button', { name: 'Detail' }).click();
    const adminHistory = admin.getByRole('list', { name: 'Riwayat revisi desain' });
    await expect(adminHistory.getByText(/50 × 30 mm → 80 × 30 mm/).first()).toBeVisible();
    expect(await accessibilityViolations(admin)).toEqual([]);
    await admin.screenshot({ path: testInfo.outputPath(`revisions-admin-${width}.png`), fullPage: true });
    await adminContext.close();
  });

  test(`the admin attaches a photo of the board at diproses; the buyer sees it in the timeline and a signed-out visitor on the share page, until the admin removes it (${width} px)`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await readyBuyer(page);
    const [product] = await products();
    await checkoutProduct(page, product);
    await placeOrder(page);
    await choose(page, 'Bayar sekarang');
    await expect(page.getByText('Pembayaran Berhasil')).toBeVisible();
    const id = await newestOrderId(page);
    expect(await adminWrite('admin/transaction/approve', { id })).toBe(200);

    const adminContext = await browser.newContext({ viewport: { width, height: 900 } });
    const admin = await adminContext.newPage();
    await logInAdmin(admin);
    await admin.goto('/admin/transaksi?status=diproses');
    // On a phone a cell's name starts with its column's, so the row is found by the order's number in it.
    await admin
      .getByRole('row')
      .filter({ hasText: orderNumber(id) })
      .getByRole('button', { name: /^Detail/ })
      .click();
    const photos = admin.getByRole('region', { name: 'Foto Papan' });
    await photos.getByLabel('File foto papan').setInputFiles(tinyPng);
    await expect(admin.getByText('Foto berhasil ditambahkan')).toBeVisible();
    await expect(photos.getByRole('img', { name: /^Foto papan saat diproses/ })).toBeVisible();
    expect(await accessibilityViolations(admin)).toEqual([]);

    await page.goto('/transaksi?status=diproses');
    await page.getByRole('button', { name: 'Detail' }).first().click();
    await expect(page.getByRole('list', { name: 'Riwayat pesanan' }).getByRole('img', { name: /^Foto papan saat diproses/ })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`photo-timeline-${width}.png`), fullPage: true });

    const link = await page.request.post('/bff/api/share-links', {
      headers: WRITE,
      data: { kind: 'order', id, expires_on: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) },
    });
    const { token } = (await link.json()) as { token: string };
    const visitorContext = await browser.newContext({ viewport: { width, height: 900 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/bagikan/${token}`);
    const shared = visitor.getByRole('region', { name: 'Foto papan' });
    const picture = shared.getByRole('img', { name: /^Foto papan saat diproses/ });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await accessibilityViolations(visitor)).toEqual([]);
    await visitor.screenshot({ path: testInfo.outputPath(`photo-share-${width}.png`), fullPage: true });

    // Attached by mistake: the admin removes it, once asked, and it leaves the order, the timeline and the link.
    await photos.getByRole('button', { name: /^Hapus foto papan saat diproses/ }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Hapus foto papan?' });
    await expect(confirm).toBeVisible();
    await settled(confirm);
    expect(await accessibilityViolations(admin)).toEqual([]);
    await admin.screenshot({ path: testInfo.outputPath(`photo-remove-${width}.png`) });
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect(admin.getByText('Foto berhasil dihapus')).toBeVisible();
    await expect(photos.getByText('Belum ada foto papan.')).toBeVisible();
    await adminContext.close();

    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByRole('img', { name: /^Foto papan/ })).toHaveCount(0);
    await visitorContext.close();
    await page.reload();
    await page.getByRole('button', { name: 'Detail' }).first().click();
    await expect(page.getByRole('list', { name: 'Riwayat pesanan' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Foto papan/ })).toHaveCount(0);
  });
}
