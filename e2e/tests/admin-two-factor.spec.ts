import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { logInAdmin, seededAdmin } from '../support/admin';
import { expect, test } from '../support/fixtures';

/** The authenticator app: the code `ahead` periods of 30 s from now (each time step is accepted once). */
const codeFor = (secret: string, ahead: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + ahead * 30_000 });

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu admin', exact: true }).click();
}

async function passwordStep(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(seededAdmin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(seededAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Verifikasi Dua Langkah' })).toBeVisible();
}

async function codeStep(page: Page, code: string) {
  await page.getByLabel(/Kode verifikasi/).fill(code);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function logOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
}

/** Leaves the seeded admin as the other journeys expect it (password only), whatever happened above. */
async function turnOff(request: APIRequestContext, recoveryCodes: string[]) {
  const csrf = { 'x-csrf': '1' };
  await request.post('/bff/admin/login', { headers: csrf, data: seededAdmin });
  await request.post('/bff/admin/login/two-factor', { headers: csrf, data: { code: recoveryCodes.at(-1) } });
  const off = await request.post('/bff/admin/api/admin/two-factor/disable', { headers: csrf, data: { code: recoveryCodes.at(-2) } });
  expect(off.status()).toBe(200);
}

test.describe('two-factor sign-in for the back-office', () => {
  test.use({
    expectedProblems: {
      'a used recovery code is refused with 401': /status of 401 .*\/bff\/admin\/login\/two-factor/,
      // Signing out resets the admin's queries, and those of the page still open may load once more without the cookie.
      "the open page's lists, reloaded as Logout clears the session": /status of 401 .*\/bff\/admin\/api\/admin\//,
    },
  });

  let recoveryCodes: string[] = [];
  let stillOn = false;
  test.afterAll(async ({ playwright, baseURL }) => {
    if (!stillOn) return;
    const request = await playwright.request.newContext({ baseURL });
    await turnOff(request, recoveryCodes);
    await request.dispose();
  });

  test('is set up with a QR code, then asks every sign-in for a code or a recovery code', async ({ page }) => {
    await logInAdmin(page);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Keamanan Akun' }).click();
    await expect(page.getByRole('heading', { name: 'Sesi Login' })).toBeVisible();
    await expect(page.getByText('Perangkat ini')).toBeVisible();

    await page.getByRole('button', { name: 'Aktifkan verifikasi dua langkah' }).click();
    const qr = page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel(/Kode verifikasi/).fill(codeFor(secret, 0));
    await page.getByRole('button', { name: 'Aktifkan', exact: true }).click();
    const codes = page.getByRole('list', { name: 'Kode pemulihan' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    recoveryCodes = await codes.allTextContents();
    stillOn = true;
    await page.getByRole('button', { name: 'Saya sudah menyimpannya' }).click();
    await expect(page.getByText('Verifikasi dua langkah aktif. Sisa kode pemulihan: 10.')).toBeVisible();

    // New recovery codes, for a recovery code (the app's next code is kept for the sign-in), shown once; the earlier ones stop working.
    await page.getByLabel('Kode verifikasi untuk kode pemulihan baru').fill(recoveryCodes[9]);
    await page.getByRole('button', { name: 'Buat kode pemulihan baru' }).click();
    await expect(codes).toHaveCount(10);
    const earlier = recoveryCodes;
    recoveryCodes = await codes.allTextContents();
    expect(recoveryCodes).not.toContain(earlier[0]);
    await page.getByRole('button', { name: 'Saya sudah menyimpannya' }).click();

    // The password alone no longer opens the back-office; the code from the app does.
    await logOut(page);
    await passwordStep(page);
    await page.goto('/admin/transaksi');
    await expect(page.getByRole('heading', { name: 'Verifikasi Dua Langkah' })).toBeVisible();
    await codeStep(page, codeFor(secret, 1));

    // A recovery code stands in for the app, once.
    await logOut(page);
    await passwordStep(page);
    await codeStep(page, recoveryCodes[0]);
    await logOut(page);
    await passwordStep(page);
    await page.getByLabel(/Kode verifikasi/).fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page.getByText('Kode verifikasi salah atau sudah dipakai.')).toBeVisible();
    await page.getByRole('button', { name: 'Batal' }).click();

    await turnOff(page.request, recoveryCodes);
    stillOn = false;
  });
});
