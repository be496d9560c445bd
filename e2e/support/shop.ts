import { expect, type Page } from '@playwright/test';
import { linkFromOutbox, newBuyer } from './outbox';

export async function logIn(page: Page, email: string, password: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** The link of the verification e-mail: a page of the shop, carrying the token. */
/** The signed-in buyer changes the password on /change-password. */
export async function changePassword(page: Page, from: string, to: string) {
  await page.goto('/change-password');
  await page.getByLabel(/^Password Lama/).fill(from);
  await page.getByLabel(/^Password Baru/).fill(to);
  await page.getByLabel(/^Konfirmasi Password Baru/).fill(to);
  await page.getByRole('button', { name: 'Ubah Password' }).click();
}

export const VERIFICATION_LINK = /https?:\/\/\S+\/register\/verify\/\S+/;

export function cartBadge(page: Page, count: number) {
  return page.getByRole('link', { name: `Keranjang (${count} barang)` });
}

/** Registers a new buyer through the form, which lands on the login page; the account is not verified yet. */
export async function registerBuyer(page: Page) {
  const buyer = newBuyer();
  await page.goto('/register');
  await page.getByLabel('Username').fill(buyer.username);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login$/);
  return buyer;
}

/** Opens the newest verification link pcb-api e-mailed to `email`: the shop's page verifies. */
export async function verifyFromOutbox(page: Page, email: string) {
  await page.goto(await linkFromOutbox(email, VERIFICATION_LINK));
  await expect(page.getByText('Email Anda berhasil diverifikasi. Silakan login.')).toBeVisible();
}

/** Registers a new buyer through the form and opens the verification link pcb-api e-mailed. */
export async function registerVerifiedBuyer(page: Page) {
  const buyer = await registerBuyer(page);
  await verifyFromOutbox(page, buyer.email);
  return buyer;
}
