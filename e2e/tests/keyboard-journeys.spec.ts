import { logInAdmin } from '../support/admin';
import { prototypeInReview } from '../support/custom-form';
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { PAYMENT_GROUP, products, readyBuyer } from '../support/orders';

// Issue 38: the buyer's checkout and an admin's review pass, with the keyboard alone: every control is
// reached with Tab and used with Enter, Space or the arrows; the mouse only prepares the data.

/** Presses Tab until `target` has the focus; fails when it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} is not reached with Tab`);
}

/** Moves a focused native select with the arrow keys until it shows `value`. */
async function arrowTo(page: Page, select: Locator, value: string) {
  for (let presses = 0; presses < 20 && (await select.inputValue()) !== value; presses++) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a buyer puts a product in the cart and orders it with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await readyBuyer(page);
  const [product] = await products();

  await page.goto(`/product/detail/${product._id}`);
  await tabTo(page, page.getByRole('button', { name: 'Tambah ke Keranjang' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Product added to cart!')).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Keranjang (1 barang)' }));
  await page.keyboard.press('Enter');
  const pick = page.getByRole('checkbox', { name: `Pilih ${product.product_name}`, exact: true });
  // The cart opens with its rows ticked; Space unticks and ticks again.
  await expect(pick).toBeChecked();
  await tabTo(page, pick);
  await page.keyboard.press('Space');
  await expect(pick).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(pick).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\?cart=/);

  const courier = page.getByRole('combobox', { name: 'Kurir' });
  await tabTo(page, courier);
  await arrowTo(page, courier, 'jne');
  await tabTo(page, page.getByRole('button', { name: /^REG/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Buat Pesanan' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(PAYMENT_GROUP);
  await expect(page.getByRole('dialog', { name: 'Simulator Pembayaran' })).toBeVisible();
});

test('an admin approves a custom request with the keyboard alone, and the focus comes back from the detail', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const buyer = await browser.newPage();
  await readyBuyer(buyer);
  const requestId = await prototypeInReview(buyer.request);
  await buyer.close();

  await logInAdmin(page);
  await tabTo(page, page.getByRole('link', { name: 'Review File' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/request-custom\?status=admin-review$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: requestId, exact: true }) });

  const detail = row.getByRole('button', { name: 'Detail' });
  await tabTo(page, detail);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await tabTo(page, dialog.getByRole('button', { name: 'Tutup' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(detail).toBeFocused();

  await tabTo(page, row.getByRole('button', { name: 'Approve' }));
  await page.keyboard.press('Enter');
  const weight = dialog.getByLabel('Berat produk (gram)');
  await tabTo(page, weight);
  await page.keyboard.type('750');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Request Disetujui')).toBeVisible();
  await expect(row).toHaveCount(0);
});
