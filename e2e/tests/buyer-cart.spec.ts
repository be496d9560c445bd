import { expect, test } from '../support/fixtures';
import { cartBadge, logIn, registerVerifiedBuyer } from '../support/shop';
import { apiUrl } from '../support/stack';

interface Product {
  _id: string;
  product_name: string;
  harga: number;
  stock: number;
}

const rupiah = (n: number) => `Rp. ${new Intl.NumberFormat('id-ID').format(n)}`;

test('a new buyer registers, verifies the e-mail, signs in, fills the cart and removes a line', async ({ page }) => {
  const inStock = ((await (await fetch(`${apiUrl}/product`)).json()) as Product[]).filter((p) => p.stock > 0);
  const [first, second] = inStock;

  const buyer = await registerVerifiedBuyer(page);
  await logIn(page, buyer.email, buyer.password);
  await expect(cartBadge(page, 0)).toBeVisible();

  for (const product of [first, second]) {
    await page.goto(`/product/detail/${product._id}`);
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await expect(page.getByText('Product added to cart!')).toBeVisible();
  }
  await expect(cartBadge(page, 2)).toBeVisible();

  await cartBadge(page, 2).click();
  await expect(page).toHaveURL(/\/keranjang$/);
  for (const product of [first, second]) {
    await page.getByRole('checkbox', { name: `Pilih ${product.product_name}`, exact: true }).check();
  }
  const summary = page.getByRole('region', { name: 'Ringkasan belanja' });
  await expect(summary).toContainText(rupiah(first.harga + second.harga));

  await page.getByRole('button', { name: `Hapus ${first.product_name}` }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /hapus|delete|ya/i })
    .click();
  await expect(page.getByText('Product has been deleted')).toBeVisible();
  await expect(page.getByText(first.product_name)).toHaveCount(0);
  await expect(cartBadge(page, 1)).toBeVisible();
  await expect(summary).toContainText(rupiah(second.harga));
});

test('a signed-out visit to the cart lands on the login page', async ({ page }) => {
  await page.goto('/keranjang');

  await expect(page).toHaveURL(/\/login\?next=%2Fkeranjang$/);
  await expect(page.getByLabel('Email')).toBeVisible();
});
