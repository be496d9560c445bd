import { accessibilityViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { draftWithBoard } from '../support/custom-form';
import { gerberZip } from '../support/gerber';
import { logInAdmin } from '../support/admin';

/** A lab's name for its board: spaces, brackets and a letter outside ASCII, as a buyer's file is often named. */
const SENT_NAME = 'Papan Lab Fisika (rev B) é.zip';

for (const width of [390, 1280]) {
  test(`the design is listed and downloaded by the name the buyer sent it as, for the buyer and the admin (${width} px)`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const { id, card, designFile } = await draftWithBoard(page);
    await designFile.setInputFiles({ name: SENT_NAME, mimeType: 'application/zip', buffer: gerberZip(50, 30) });
    await card.getByRole('button', { name: 'Kirim Review' }).click();
    await expect(page.getByText('Request berhasil dikirimkan ke admin')).toBeVisible();

    await page.getByTestId('custom-request').first().getByRole('button', { name: 'Detail' }).click();
    const link = page.getByRole('link', { name: `Unduh file desain (${SENT_NAME})` });
    await expect(link).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`design-name-buyer-${width}.png`) });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(SENT_NAME);

    const adminContext = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
    const admin = await adminContext.newPage();
    await logInAdmin(admin);
    await admin.goto('/admin/request-custom?status=admin-review');
    await admin.getByRole('row').filter({ hasText: id }).getByRole('button', { name: 'Detail' }).click();
    const adminLink = admin.getByRole('link', { name: `Unduh file desain (${SENT_NAME})` });
    await expect(adminLink).toBeVisible();
    expect(await accessibilityViolations(admin)).toEqual([]);
    await admin.screenshot({ path: testInfo.outputPath(`design-name-admin-${width}.png`) });
    const [adminDownload] = await Promise.all([admin.waitForEvent('download'), adminLink.click()]);
    expect(adminDownload.suggestedFilename()).toBe(SENT_NAME);
    await adminContext.close();
  });
}
