import { expect, test } from '../support/fixtures';
import { logInAdmin } from '../support/admin';

test.use({ viewport: { width: 1280, height: 900 } });

const STATUS_LISTS = ['Review File', 'Disetujui', 'Dicheckout', 'Ditolak', 'Pembayaran', 'Diproses', 'Dikirim', 'Riwayat'];

test('the ADMIN sidebar marks only the status list that is open, and the list’s heading names it', async ({ page }) => {
  await logInAdmin(page);
  const sidebar = page.getByRole('navigation', { name: 'ADMIN' });
  const current = sidebar.locator('a[aria-current="page"]');
  await expect(current).toHaveText(['Dashboard']);

  for (const list of STATUS_LISTS) {
    await sidebar.getByRole('link', { name: list, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: list, exact: true })).toBeVisible();
    await expect(current).toHaveText([list]);
  }

  await sidebar.getByRole('link', { name: 'dataProduct' }).click();
  await page.getByRole('link', { name: 'Add Produk' }).click();
  await expect(page).toHaveURL(/\/admin\/dataProduct\/addProduct$/);
  await expect(current).toHaveText(['dataProduct']);
});
