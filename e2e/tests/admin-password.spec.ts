import { expect, test } from '../support/fixtures';
import { logInAdmin, seededAdmin } from '../support/admin';

async function changePassword(page: import('@playwright/test').Page, from: string, to: string) {
  await page.goto('/admin/reset-password');
  await page.getByRole('textbox', { name: 'Password Lama' }).fill(from);
  await page.getByRole('textbox', { name: 'Password Baru', exact: true }).fill(to);
  await page.getByRole('textbox', { name: 'Konfirmasi Password Baru' }).fill(to);
  await page.getByRole('button', { name: 'Ubah Password' }).click();
  await expect(page.getByText('Password berhasil di ubah, silahkan login kembali!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
}

test('a changed admin password signs the admin out and is the one that signs in again', async ({ page }) => {
  const fresh = 'Ganti#123456';
  await logInAdmin(page);
  await changePassword(page, seededAdmin.password, fresh);

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin-login\?next=%2Fadmin%2Fdashboard$/);

  await logInAdmin(page, seededAdmin.email, fresh);
  // Back to the seeded password, so the other journeys keep signing in with it.
  await changePassword(page, fresh, seededAdmin.password);
  await logInAdmin(page);
});
