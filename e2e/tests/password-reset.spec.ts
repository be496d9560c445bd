import { expect, test } from '../support/fixtures';
import { linkFromOutbox } from '../support/outbox';
import { logIn, registerVerifiedBuyer } from '../support/shop';

test('a buyer who forgot the password resets it with the e-mailed link and signs in with the new one', async ({ page }) => {
  const buyer = await registerVerifiedBuyer(page);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByRole('button', { name: /kirim|send|reset/i }).click();
  await expect(page.getByText('Link reset password telah dikirim ke email Anda.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const resetLink = await linkFromOutbox(buyer.email, /https?:\/\/\S+\/reset-password\/\S+/);
  await page.goto(new URL(resetLink).pathname);
  const newPassword = 'Baru#45678';
  await page.getByRole('textbox', { name: 'Password Baru', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Konfirmasi Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: /ubah|simpan|reset/i }).click();
  await expect(page.getByText('Password berhasil diubah!')).toBeVisible();

  await logIn(page, buyer.email, newPassword);
});
