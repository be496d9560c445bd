import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { linkFromOutbox } from '../support/outbox';
import { registerVerifiedBuyer, VERIFICATION_LINK } from '../support/shop';

/** Leaves the shop before dropping the session, so no page of it calls with a cookie that is gone. */
async function forgetSession(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('the verification page', () => {
  test.use({ expectedProblems: { 'the used link is refused with 400': /status of 400 .*\/bff\/api\/register\/buyer\/verify\// } });

  test('opens from the e-mail link, verifies once and offers the login', async ({ page }) => {
    const buyer = await registerVerifiedBuyer(page);
    await expect(page.getByRole('heading', { name: 'Verifikasi Email' })).toBeVisible();
    await expect(page).toHaveTitle(/Verifikasi Email/);
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The link is single-use: opened again, the page says so and still leads to the login.
    await page.goto(await linkFromOutbox(buyer.email, VERIFICATION_LINK));
    await expect(page.getByRole('alert')).toHaveText('Tautan verifikasi tidak valid atau sudah kadaluarsa.');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('signing in', () => {
  test.use({
    expectedProblems: {
      "the spec's product search also calls the admin search, which refuses a buyer": /status of 40[13] .*\/bff\/api\/admin\/product\/search/,
    },
  });

  test('returns to the guarded page that sent the visitor, with its search, and never to another site', async ({ page }) => {
    const buyer = await registerVerifiedBuyer(page);
    await page.goto('/product?search=breadboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fproduct%3Fsearch%3Dbreadboard$/);
    await signIn(page, buyer.email, buyer.password);
    await expect(page).toHaveURL(/\/product\?search=breadboard$/);

    // Signed in, the login page goes on.
    await page.goto('/login?next=%2Fkeranjang');
    await expect(page).toHaveURL(/\/keranjang$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);

    await forgetSession(page);
    for (const next of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await signIn(page, buyer.email, buyer.password);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      await forgetSession(page);
    }
  });
});

test('an admin sent to sign in returns to the back-office page, and a signed-in admin skips the login', async ({ page }) => {
  await page.goto('/admin/transaksi?status=diproses');
  await expect(page).toHaveURL(/\/admin-login\?next=%2Fadmin%2Ftransaksi%3Fstatus%3Ddiproses$/);
  await page.getByLabel(/Email/).fill('admin@pcb.test');
  await page.getByLabel(/^Password/).fill('Admin#123456');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/transaksi\?status=diproses$/);
  await page.goto('/admin-login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
