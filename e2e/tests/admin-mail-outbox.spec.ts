import { expect, test } from '../support/fixtures';
import { logInAdmin } from '../support/admin';
import { newBuyer } from '../support/outbox';
import { apiUrl } from '../support/stack';

for (const width of [1280, 390]) {
  test(`at ${width} px the admin opens Kotak Keluar Email and sees a new buyer's verification mail delivered`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const buyer = newBuyer();
    const registered = await fetch(`${apiUrl}/register/buyer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buyer),
    });
    expect(registered.status).toBe(201);

    await logInAdmin(page);
    // A phone shows the ADMIN menu as a drawer.
    const narrow = width < 768;
    if (narrow) await page.getByRole('button', { name: 'Buka menu ADMIN' }).click();
    const menu = narrow ? page.getByRole('dialog') : page.getByRole('navigation', { name: 'ADMIN' });
    await menu.getByRole('link', { name: 'Kotak Keluar Email' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kotak Keluar Email' })).toBeVisible();

    // The delivery loop runs every second; the list refreshes every 10 s.
    const mail = page.getByRole('row').filter({ hasText: buyer.email });
    await expect(mail).toContainText('Verifikasi Alamat Email Anda');
    await expect(async () => {
      await page.reload();
      await expect(mail).toContainText('Terkirim', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    await page.getByRole('link', { name: /^Gagal \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/admin\/kotak-keluar\?status=failed$/);
    await expect(page.getByRole('row').filter({ hasText: buyer.email })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
