import { accessibilityViolations } from '../support/accessibility';
import { expect, test, type APIRequestContext } from '../support/fixtures';
import { sentPrototype } from '../support/custom-form';
import { adminApprovesPrototype } from '../support/orders';
import { downloadedPdfText } from '../support/pdf';
import { logIn } from '../support/shop';

const BUYER = { email: 'buyer@pcb.test', password: 'Buyer#12345' };

/** A prototype with a design, sent through the buyer's surface and approved by pcb-api with one named price change; its final price. */
async function approvedPrototype(request: APIRequestContext): Promise<number> {
  const sent = await sentPrototype(request);
  const change = { reason: 'Biaya panel', amount: 15_000 };
  await adminApprovesPrototype(sent._id, { weight: 300, price_changes: [change] });
  return sent.total_cost + change.amount;
}

// The revoked link's 410 is the answer the page shows; the browser and the query cache log it.
test.use({ expectedProblems: { revokedLink: /status of 410|Gagal memuat/ } });

test('a supervisor opens the buyer’s link without an account, reads the request and downloads its quote; once revoked the link says so', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await logIn(page, BUYER.email, BUYER.password);
  const total = `Rp. ${(await approvedPrototype(page.request)).toLocaleString('id-ID')}`;

  // The buyer makes the link from the request's detail in the custom cart.
  await page.goto('/keranjang/costom-product');
  await page.getByTestId('custom-request').filter({ hasText: 'Disetujui' }).first().getByRole('button', { name: 'Detail' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('link', { name: 'Unduh Penawaran Harga (PDF)' })).toBeVisible();
  await detail.getByRole('button', { name: 'Bagikan ke pembimbing / keuangan' }).click();
  await detail.getByRole('button', { name: 'Buat tautan' }).click();
  const address = await detail.getByLabel('Tautan untuk dibagikan').inputValue();
  expect(address).toMatch(/\/bagikan\/[A-Za-z0-9_-]{43}$/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('share-dialog-1280.png') });

  // Someone with no account opens it, on a phone and on a desktop.
  const visitorContext = await browser.newContext({ acceptDownloads: true });
  const visitor = await visitorContext.newPage();
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.goto(address);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Costom Prototype' })).toBeVisible();
    await expect(visitor.getByText('Disetujui', { exact: true })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Rincian harga' }).getByText(total).first()).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 2, name: 'Pemeriksaan desain' })).toBeVisible();
    await expect(visitor.getByRole('img', { name: 'Sisi atas papan' })).toBeVisible();
    await expect(visitor.getByText(BUYER.email)).toHaveCount(0);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await accessibilityViolations(visitor)).toEqual([]);
    await visitor.screenshot({ path: testInfo.outputPath(`share-page-${width}.png`), fullPage: true });
  }

  const [download] = await Promise.all([visitor.waitForEvent('download'), visitor.getByRole('link', { name: 'Unduh Penawaran Harga (PDF)' }).click()]);
  const pdf = await downloadedPdfText(download);
  expect(pdf.head).toBe('%PDF-');
  expect(pdf.name).toMatch(/^PH-\d{4}-\d{2}-[0-9A-F]{8}\.pdf$/);
  expect(pdf.text).toContain('PENAWARAN HARGA');
  expect(pdf.text).toContain('PCB Polibatam');
  expect(pdf.text).toContain('Berlaku sampai');
  expect(pdf.text).toContain(`Total ${total}`);
  expect(pdf.text).not.toContain(BUYER.email);

  // The buyer revokes it from the list of links; the visitor is told, in Indonesian.
  await page.goto('/user/tautan-berbagi');
  await page.getByRole('button', { name: 'Cabut tautan Costom Prototype' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cabut' }).click();
  await expect(page.getByText('Tautan dicabut')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await visitor.reload();
  await expect(visitor.getByRole('alert')).toContainText('Tautan ini sudah dicabut oleh pembeli.');
  await visitorContext.close();
});
