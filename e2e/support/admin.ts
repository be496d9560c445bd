import { expect, type Page } from '@playwright/test';

/** The seeded admin (pcb-api's SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD defaults). */
export const seededAdmin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@pcb.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin#123456',
};

export async function logInAdmin(page: Page, email = seededAdmin.email, password = seededAdmin.password): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A 1×1 PNG: the upstream checks a picture's bytes, not only its name. */
export const tinyPng = {
  name: 'e2e.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};

/** A name no earlier run has used. */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

export const rupiah = (n: number) => `Rp. ${new Intl.NumberFormat('id-ID').format(n)}`;
