import { SHARE_MESSAGES } from '../../contract/src/shares';
import { accessibilityViolations } from '../support/accessibility';
import { expect, test, type Page } from '../support/fixtures';

// A share link that no longer opens tells the supervisor why, in Indonesian, at a phone's and a laptop's width.
// Revoking is journeyed end to end in share-link.spec.ts. A link expires only at the end of a day at least a day
// away, which no journey can wait for: pcb-api's own test (pcb-api/test/shares.test.ts) passes the date and
// checks its 410, and here the page is given that very answer.

const TOKEN = 'A'.repeat(43);

// The refusals are the states checked: the browser and the query cache log them.
test.use({ expectedProblems: { refusedLink: /status of 4(04|10)|Gagal memuat/ } });

async function showsRefusal(page: Page, message: string, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
  await page.goto(`/bagikan/${TOKEN}`);
  await expect(page.getByRole('alert')).toContainText(message);
  await expect(page.getByRole('img', { name: 'Sisi atas papan' })).toHaveCount(0);
  expect(await accessibilityViolations(page), `axe-core at ${width} px`).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`share-refused-${width}.png`) });
}

for (const width of [390, 1280]) {
  test(`an expired share link says so and shows nothing of the request (${width} px)`, async ({ page }) => {
    await page.route(`**/bff/api/shared/${TOKEN}`, (route) => route.fulfill({ status: 410, json: { message: SHARE_MESSAGES.expired } }));
    await showsRefusal(page, 'Tautan ini sudah kedaluwarsa. Minta tautan baru kepada pembeli.', width);
  });

  test(`a link pcb-api does not know says so (${width} px)`, async ({ page }) => {
    await showsRefusal(page, SHARE_MESSAGES.notFound, width);
  });
}
