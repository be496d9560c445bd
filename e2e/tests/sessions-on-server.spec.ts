import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn, registerVerifiedBuyer } from '../support/shop';

const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan login kembali.';

/** A second device: a browser context of its own, signed in as the same buyer. */
async function otherDevice(browser: Browser, email: string, password: string, baseURL: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await logIn(page, email, password);
  return page;
}

test('logout ends only its own session; a password change signs every other device out with the banner', async ({ page, browser, baseURL }) => {
  const buyer = await registerVerifiedBuyer(page);
  await logIn(page, buyer.email, buyer.password);
  const laptop = await otherDevice(browser, buyer.email, buyer.password, baseURL ?? '');

  // Logout on the phone: the laptop's session goes on.
  await page.getByRole('button', { name: new RegExp(buyer.username) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await laptop.goto('/user');
  await expect(laptop.getByText(buyer.username, { exact: true }).first()).toBeVisible();

  // A password change on the phone: the laptop's next call ends its session, and its login screen says why.
  await logIn(page, buyer.email, buyer.password);
  await page.goto('/change-password');
  await page.getByLabel(/^Password Lama/).fill(buyer.password);
  await page.getByLabel(/^Password Baru/).fill('Baru#45678');
  await page.getByLabel(/^Konfirmasi Password Baru/).fill('Baru#45678');
  await page.getByRole('button', { name: 'Ubah Password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await laptop.goto('/user');
  await expect(laptop).toHaveURL(/\/login$/);
  await expect(laptop.getByRole('alert').filter({ hasText: SESSION_ENDED })).toBeVisible();
  await laptop.context().close();
});
