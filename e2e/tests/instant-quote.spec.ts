import { accessibilityViolations } from '../support/accessibility';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from '../support/fixtures';
import { realBoard } from '../support/gerber';
import { newBuyer } from '../support/outbox';
import { registerVerifiedBuyer, verifyFromOutbox } from '../support/shop';

// Issue 37: a visitor prices a Gerber zip without an account, and signing in or registering keeps it as a draft with its design.

/** What the seeded catalogue proposes for clockblock (104,14 × 106,68 mm, 2 layers, 6 mil tracks, 0,381 mm holes). */
const PROPOSED = 'Diisi dari file: Width 150 mm, Length 150 mm, Layer 2 Layer, Min Track 6 mil, Min Hole 0.3 mm.';
/** A real board takes a while to read on a busy machine. */
const READ = { timeout: 60_000 };

/** Every call that would put something on the server for this visitor: a draft of either kind. */
function draftsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => void (request.method() !== 'GET' && /request-costom/.test(request.url()) && sent.push(request.url())));
  return sent;
}

/** From the home page's hero to the price of a dropped real board: its picture, its checks and every option's cost. */
async function quoteBoard(page: Page, width: number) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Cek Harga Instan dari File Gerber' }).click();
  await expect(page).toHaveURL(/\/penawaran-instan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Penawaran Instan' })).toBeVisible();
  // The preview's worker starts as the pointer reaches the design field, before any file is chosen.
  const designField = page.getByLabel(/^File desain/);
  const workerStarted = page.waitForEvent('worker');
  await designField.hover();
  await workerStarted;
  await designField.setInputFiles(realBoard('clockblock'));
  await expect(page.getByText(PROPOSED, { exact: false })).toBeVisible(READ);
  await expect(page.getByRole('img', { name: 'Sisi atas papan' })).toBeVisible();
  // The pictures come first, the design-rule report after them.
  await expect(page.getByRole('region', { name: 'Pemeriksaan desain' })).toBeVisible(READ);
  await expect(page.getByRole('table', { name: 'Hasil pengukuran file' }).getByRole('row', { name: 'Lapisan tembaga 2' })).toBeVisible();
  const price = page.getByRole('complementary', { name: 'Kalkulasi Harga' });
  for (const line of ['Width: 150 mm', 'Layer: 2 Layer', 'Board Type: Single Piece', 'Quantity: 5 pcs']) await expect(price.getByText(line)).toBeVisible();
  await expect(page.getByTestId('price-total')).toHaveText(/^Rp\. [1-9][\d.]+$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await accessibilityViolations(page), `axe-core on the instant quote at ${width} px`).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`instant-quote-${width}.png`), fullPage: true });
}

/** The kept quote came back as the buyer's draft: its form, with the design saved on the server and previewed. */
async function landsOnDraft(page: Page) {
  await expect(page.getByText('Penawaran disimpan sebagai draf')).toBeVisible(READ);
  await expect(page).toHaveURL(/\/custom-prototype\?edit=[0-9a-f]{24}$/);
  const saved = page.getByRole('region', { name: 'File desain tersimpan' });
  await expect(saved.getByText(/^File desain terlampir: .+\.zip\./)).toBeVisible();
  await expect(saved.getByRole('img', { name: 'Sisi atas papan' })).toBeVisible(READ);
  await expect(page.getByLabel(/^Width/)).toHaveValue('150 mm');
  await expect(page.getByLabel(/^Min Track/)).toHaveValue('6 mil');
  // Saved once: the browser keeps the file no longer.
  expect(await keptInBrowser(page)).toBe(false);
}

const keptInBrowser = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const opening = indexedDB.open('pcb-shop', 1);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const found = opening.result.transaction('penawaran-instan').objectStore('penawaran-instan').count('design');
          found.onsuccess = () => resolve(found.result > 0);
        };
      }),
  );

async function verifiedBuyer(browser: Browser) {
  const elsewhere = await browser.newPage();
  const buyer = await registerVerifiedBuyer(elsewhere);
  await elsewhere.close();
  return buyer;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

for (const width of [390, 1280]) {
  test(`a visitor prices a Gerber zip without an account and, once signed in, finds it as a draft with its design (${width} px)`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const buyer = await verifiedBuyer(browser);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    const sent = draftsSent(page);

    await quoteBoard(page, width);
    expect(await keptInBrowser(page)).toBe(true);
    await page.getByRole('button', { name: 'Login untuk Menyimpan' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fpenawaran-instan%3Fsimpan%3D1$/);
    // Until the visitor has an account, nothing of the quote has reached the server.
    expect(sent).toEqual([]);

    await signIn(page, buyer.email, buyer.password);
    await landsOnDraft(page);
    expect(sent).toHaveLength(1);
    expect(await accessibilityViolations(page), `axe-core on the saved draft at ${width} px`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`instant-quote-draft-${width}.png`), fullPage: false });

    // The custom cart lists it as a draft, ready to be sent.
    await page.goto('/keranjang/costom-product');
    await expect(page.getByTestId('custom-request')).toHaveCount(1);
  });
}

test('a visitor without an account registers from the quote, verifies, logs in and finds the quote as a draft with its design', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await quoteBoard(page, 390);
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page).toHaveURL(/\/register\?next=/);

  const buyer = newBuyer();
  await page.getByLabel('Username').fill(buyer.username);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fpenawaran-instan%3Fsimpan%3D1$/);

  // The e-mail's link opens in another tab; the login tab waits.
  const mailTab = await page.context().newPage();
  await verifyFromOutbox(mailTab, buyer.email);
  await mailTab.close();

  await signIn(page, buyer.email, buyer.password);
  await landsOnDraft(page);
});
