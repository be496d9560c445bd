import type { Browser } from '@playwright/test';
import { expect, test, watchBrowserProblems } from '../support/fixtures';
import { changePassword, logIn, registerVerifiedBuyer } from '../support/shop';

const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan login kembali.';
const ENDED_SESSION_CALL = /status of 401 .*\/bff\/api\//;

test.use({ expectedProblems: { 'the calls that find the session ended are answered 401': ENDED_SESSION_CALL } });

/** A second device: a browser context of its own, watched like the journey's, signed in as the same buyer. */
async function otherDevice(browser: Browser, email: string, password: string, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const problemsSeen = await watchBrowserProblems(context);
  const page = await context.newPage();
  await logIn(page, email, password);
  return { page, problemsSeen };
}

test('logout ends only its own session; a password change signs every other device out with the banner', async ({ page, browser, baseURL }) => {
  const buyer = await registerVerifiedBuyer(page);
  await logIn(page, buyer.email, buyer.password);
  const { page: laptop, problemsSeen } = await otherDevice(browser, buyer.email, buyer.password, baseURL ?? '');

  // Logout on the phone: the laptop's session goes on.
  await page.getByRole('button', { name: new RegExp(buyer.username) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await laptop.goto('/user');
  await expect(laptop.getByText(buyer.username, { exact: true }).first()).toBeVisible();

  // A password change on the phone: the laptop's next call ends its session, and its login screen says why.
  await logIn(page, buyer.email, buyer.password);
  await changePassword(page, buyer.password, 'Baru#45678');
  await expect(page).toHaveURL(/\/login$/);

  await laptop.goto('/user');
  await expect(laptop).toHaveURL(/\/login$/);
  await expect(laptop.getByRole('alert').filter({ hasText: SESSION_ENDED })).toBeVisible();
  // The laptop's call that finds its session ended is answered 401; nothing else may go wrong there.
  expect((await problemsSeen()).filter((problem) => !ENDED_SESSION_CALL.test(problem))).toEqual([]);
  await laptop.context().close();
});
