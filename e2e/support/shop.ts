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
export const VERIFICATION_LINK = /https?:\/\/\S+\/register\/verify\/\S+/;

export function cartBadge(page: Page, count: number) {
  return page.getByRole('link', { name: `Keranjang (${count} barang)` });
}

/** Registers a new buyer through the form and opens the verification link pcb-api e-mailed: the shop's page verifies. */
export async function registerVerifiedBuyer(page: Page) {
  const buyer = newBuyer();
  await page.goto('/register');
  await page.getByLabel('Username').fill(buyer.username);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(await linkFromOutbox(buyer.email, VERIFICATION_LINK));
  await expect(page.getByText('Email Anda berhasil diverifikasi. Silakan login.')).toBeVisible();
  return buyer;
}
