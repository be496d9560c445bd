import { expect, type Page } from '@playwright/test';

export async function logIn(page: Page, email: string, password: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

export function cartBadge(page: Page, count: number) {
  return page.getByRole('link', { name: `Keranjang (${count} barang)` });
}
