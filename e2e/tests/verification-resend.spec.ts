import { linkFromOutbox } from '../support/outbox';
import { expect, test } from '../support/fixtures';
import { logIn, registerBuyer, VERIFICATION_LINK, verifyFromOutbox } from '../support/shop';

test('a buyer whose verification link was lost asks for a new one from the login page, verifies with it and signs in', async ({ page }) => {
  const buyer = await registerBuyer(page);
  const firstLink = await linkFromOutbox(buyer.email, VERIFICATION_LINK);

  await page.getByRole('link', { name: 'Kirim ulang verifikasi' }).click();
  await expect(page.getByRole('heading', { name: 'Kirim Ulang Verifikasi' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(buyer.email);
  await page.getByRole('button', { name: 'Kirim Tautan Verifikasi' }).click();
  await expect(page.getByText('Jika email terdaftar dan belum diverifikasi, tautan verifikasi baru telah dikirim.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await expect.poll(() => linkFromOutbox(buyer.email, VERIFICATION_LINK)).not.toBe(firstLink);
  await verifyFromOutbox(page, buyer.email);
  await logIn(page, buyer.email, buyer.password);
});
