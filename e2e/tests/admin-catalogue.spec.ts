import { expect, test } from '../support/fixtures';
import { logInAdmin, rupiah, tinyPng, uniqueName } from '../support/admin';
import { formField } from '../support/custom-form';
import { logIn } from '../support/shop';

test('the admin creates a category and a product in it, finds it, re-prices it for the shop, then deletes both', async ({ page }) => {
  const category = uniqueName('Kategori E2E');
  const product = uniqueName('Produk E2E');
  await logInAdmin(page);

  await page.goto('/admin/kategoriPortofolio');
  await page.getByRole('link', { name: '+ Add Kategori' }).click();
  await page.getByRole('textbox', { name: 'Category Name' }).fill(category);
  await page.getByLabel('Image').setInputFiles(tinyPng);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category added successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: category })).toBeVisible();

  await page.getByRole('link', { name: 'dataProduct' }).click();
  await page.getByRole('link', { name: 'Add Produk' }).click();
  await page.getByRole('textbox', { name: 'Product Name' }).fill(product);
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: category });
  await page.getByRole('spinbutton', { name: 'Price (Rp)' }).fill('12000');
  await page.getByRole('spinbutton', { name: 'Stock' }).fill('5');
  await page.getByRole('spinbutton', { name: 'Weight (gram)' }).fill('20');
  await page.getByRole('textbox', { name: 'Description' }).fill('Dibuat oleh uji end-to-end');
  await page.getByLabel('Image').setInputFiles(tinyPng);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dataProduct$/);

  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(product);
  const rows = page.getByRole('table', { name: 'Produk' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(category);
  await expect(rows.nth(1)).toContainText(rupiah(12000));

  await page.getByRole('link', { name: `Edit ${product}` }).click();
  const productId = page.url().split('/').pop();
  await expect(page.getByRole('spinbutton', { name: 'Price (Rp)' })).toHaveValue('12000');
  await page.getByRole('spinbutton', { name: 'Price (Rp)' }).fill('13500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();

  // The product page is a buyer's page; the admin's session stays beside the buyer's.
  await logIn(page, 'buyer@pcb.test', 'Buyer#12345');
  await page.goto(`/product/detail/${productId}`);
  await expect(page.getByRole('heading', { name: product })).toBeVisible();
  await expect(page.getByText(rupiah(13500)).first()).toBeVisible();

  await page.goto('/admin/dataProduct');
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(product);
  await page.getByRole('button', { name: `Delete ${product}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Product has been deleted')).toBeVisible();
  await expect(page.getByText('No products found.')).toBeVisible();

  await page.goto('/admin/kategoriPortofolio');
  await page.getByRole('button', { name: `Delete ${category}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Category deleted successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: category })).toHaveCount(0);
});

test("the admin adds a prototype price-list item, the buyer's form offers it with its cost, then the admin deletes it", async ({ page }) => {
  const item = uniqueName('Item E2E');
  await logInAdmin(page);
  await page.goto('/admin/custom-prototype');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Board Type' });
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await page.getByRole('textbox', { name: 'Board Type Name' }).fill(item);
  await page.getByRole('textbox', { name: 'Price' }).fill('4500');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Item added successfully')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: item });
  await expect(row).toContainText(rupiah(4500));

  // The buyer's running price reads the same list: the new choice is offered at its cost at once.
  await logIn(page, 'buyer@pcb.test', 'Buyer#12345');
  await page.goto('/custom-prototype');
  const boardType = formField(page, 'Board Type');
  await expect(boardType.getByRole('option', { name: `${item} (+${rupiah(4500)})` })).toBeAttached();
  // The form starts from its defaults: the total is theirs, with the default board type's cost replaced by the new one's.
  const total = page.getByTestId('price-total');
  const costIn = (text: string | null) => Number(/Rp\. ([\d.]+)/.exec(text ?? '')?.[1].replace(/\./g, '') ?? 0);
  const [before, defaultChoice] = [await total.textContent(), await boardType.locator('option:checked').textContent()];
  await boardType.selectOption(item);
  await expect(page.getByRole('complementary', { name: 'Kalkulasi Harga' })).toContainText(`Board Type: ${item}`);
  await expect(total).toHaveText(rupiah(costIn(before) - costIn(defaultChoice) + 4500));

  await page.goto('/admin/custom-prototype');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Board Type' });
  await row.getByRole('button', { name: `Delete ${item}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Item deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: item })).toHaveCount(0);
});
