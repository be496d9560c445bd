import { expect, test } from '../support/fixtures';
import { logInAdmin } from '../support/admin';

test.use({ viewport: { width: 390, height: 844 } });

test('on a 390 px screen the admin reaches the pages through the drawer and sees each product as a card with its actions', async ({ page }) => {
  await logInAdmin(page);
  await expect(page.getByRole('navigation', { name: 'ADMIN' })).toBeHidden();

  await page.getByRole('button', { name: 'Buka menu ADMIN' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'dataProduct' }).click();
  await expect(page).toHaveURL(/\/admin\/dataProduct$/);
  await expect(drawer).toBeHidden();

  const table = page.getByRole('table', { name: 'Produk' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  // The frame has nothing to scroll: every field of a row is a labelled line of its card.
  const frame = table.locator('xpath=..');
  const overflow = await frame.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
  await expect(firstRow.getByRole('button', { name: /^Delete / })).toBeInViewport();
  await expect(firstRow.getByRole('button', { name: /^Detail / })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
