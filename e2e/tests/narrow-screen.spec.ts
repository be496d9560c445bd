import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('on a narrow screen the tabs move into a side drawer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Produk Kami' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Custom Product' })).toBeHidden();

  await page.getByRole('button', { name: /menu/i }).first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Custom Product' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Product', exact: true }).click();
  await expect(page).toHaveURL(/\/(product|login\?next=%2Fproduct)$/);
});
