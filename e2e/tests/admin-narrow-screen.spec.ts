import { expect, test } from '../support/fixtures';
import { logInAdmin } from '../support/admin';

test.use({ viewport: { width: 390, height: 844 } });

test('on a 390 px screen the admin reaches the pages through the drawer and scrolls a table sideways', async ({ page }) => {
  await logInAdmin(page);
  await expect(page.getByRole('navigation', { name: 'ADMIN' })).toBeHidden();

  await page.getByRole('button', { name: 'Buka menu ADMIN' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'dataProduct' }).click();
  await expect(page).toHaveURL(/\/admin\/dataProduct$/);
  await expect(drawer).toBeHidden();

  const table = page.getByRole('table', { name: 'Produk' });
  await expect(table).toBeVisible();
  const frame = table.locator('xpath=..');
  const overflow = await frame.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(overflow.scroll).toBeGreaterThan(overflow.client);
  await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(table.getByRole('columnheader', { name: 'Action' })).toBeInViewport();
  // The page itself does not scroll sideways: only the table's frame does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
