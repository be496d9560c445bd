import { expect, test } from '../support/fixtures';
import { apiUrl } from '../support/stack';

interface SeededProduct {
  product_name: string;
}

async function seededProducts(): Promise<SeededProduct[]> {
  const response = await fetch(`${apiUrl}/product`);
  return (await response.json()) as SeededProduct[];
}

test('the home page shows every section and the seeded products from the database', async ({ page }) => {
  const products = await seededProducts();
  expect(products.length).toBeGreaterThanOrEqual(24);

  await page.goto('/');

  await expect(page).toHaveTitle(/Home/);
  for (const heading of ['Pengalaman Terbaik Membeli PCB', 'Cara Menggunakan?', 'Produk Kami', 'Request Produk Custom', 'Kenapa Memilih PCB Kami?']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByText(products[0].product_name, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Detail' })).toHaveCount(products.length);
});

test.describe('a visitor searching', () => {
  test.use({
    expectedProblems: { "the spec's search calls the admin search, which refuses a visitor": /status of 40[13] .*\/bff\/api\/admin\/product\/search/ },
  });

  test('a search without a match shows the empty text', async ({ page }) => {
    await page.goto('/?search=tidak-ada-produk-bernama-ini');

    await expect(page.getByText('Maaf, produk tidak ditemukan. Silakan coba kata kunci lain.')).toBeVisible();
  });
});

test('a blank search shows the whole list', async ({ page }) => {
  const products = await seededProducts();

  await page.goto('/?search=%20%20');

  await expect(page.getByRole('link', { name: 'Detail' })).toHaveCount(products.length);
});

test('an unknown path lands on the 404 page, whose Back button leaves it', async ({ page }) => {
  await page.goto('/');
  await page.goto('/halaman/yang-tidak-ada');

  await expect(page).toHaveURL(/\/404$/);
  await page.getByRole('button', { name: /back|kembali/i }).click();
  await expect(page).not.toHaveURL(/\/404$/);
});

test('a visitor who chose the dark mode gets a dark page before any script of the app has run', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.addInitScript(() => localStorage.setItem('pcb-color-mode', 'dark'));
  // Held back, so that only the page's own inline script can have marked the page dark.
  await page.route(/\/main\.[0-9a-f]+\.js$/, () => undefined);

  // Deferred scripts hold DOMContentLoaded back: the page is only committed.
  await page.goto('/login', { waitUntil: 'commit' });

  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(9, 9, 11)');
  expect(violations).toEqual([]);
});
