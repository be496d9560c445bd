import { expect, test } from '../support/fixtures';
import { checkoutProduct, completeProfile, products } from '../support/orders';
import { changePassword, logIn, registerVerifiedBuyer } from '../support/shop';

test('a new buyer completes the profile through the area cascade, and the checkout ships there', async ({ page }) => {
  const buyer = await registerVerifiedBuyer(page);
  await logIn(page, buyer.email, buyer.password);
  const [product] = await products();

  await checkoutProduct(page, product);
  await expect(page.getByText(/^Alamat pengiriman belum lengkap/)).toBeVisible();
  await page.getByRole('link', { name: 'Lengkapi Profil' }).click();
  // The profile as the checkout needs it, which leads back there once saved.
  await expect(page).toHaveURL(/\/user\/profileSettings\?kembali=%2Fcheckout/);

  // A first choice, then a different province: the lower levels empty and reload.
  await page.getByRole('combobox', { name: 'Provinsi' }).selectOption({ label: 'DKI JAKARTA' });
  await page.getByRole('combobox', { name: 'Kota/Kabupaten' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Provinsi' }).selectOption({ label: 'KEPULAUAN RIAU' });
  await expect(page.getByRole('combobox', { name: 'Kota/Kabupaten' })).toHaveValue('');
  await completeProfile(page, { province: 'KEPULAUAN RIAU', city: 'KOTA BATAM', district: 'Batam Kota' }, 'Jl. Cascade No. 9');
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByText('Jl. Cascade No. 9')).toBeVisible();

  await page.goto(`/checkout?cart=${await cartRowOf(page, product._id)}`);
  const address = page.getByRole('region', { name: 'Alamat Pengiriman' });
  await expect(address).toContainText('Jl. Cascade No. 9');
  await expect(address).toContainText('Batam Kota, KOTA BATAM, KEPULAUAN RIAU');
  await page.getByRole('combobox', { name: 'Kurir' }).selectOption('jne');
  await expect(page.getByRole('button', { name: /^REG/ })).toBeVisible();
});

async function cartRowOf(page: import('@playwright/test').Page, productId: string): Promise<string> {
  const rows = (await (await page.request.get('/bff/api/cart')).json()) as { _id: string; id_product: { _id: string } }[];
  return rows.find((row) => row.id_product._id === productId)!._id;
}

test('a changed password ends the session; the buyer signs in with the new one', async ({ page }) => {
  const buyer = await registerVerifiedBuyer(page);
  await logIn(page, buyer.email, buyer.password);
  await changePassword(page, buyer.password, 'Baru#45678');
  await expect(page.getByText('Password berhasil di ubah, silahkan login kembali!')).toBeVisible();
  await expect(page).toHaveURL(/\/login(\?next=\S+)?$/);

  await page.goto('/user');
  await expect(page).toHaveURL(/\/login\?next=%2Fuser$/);
  await logIn(page, buyer.email, 'Baru#45678');
  await page.goto('/user');
  await expect(page.getByText(buyer.username, { exact: true }).first()).toBeVisible();
});
