import { accessibilityViolations, settled } from '../support/accessibility';
import { draftWithBoard, sendToAdminReview } from '../support/custom-form';
import { realBoard } from '../support/gerber';
import { expect, test, type Locator, type Page } from '../support/fixtures';

// The Arduino Uno (contract/test/boards) is a real board with real faults for our fab: its 3,9 mil copper text is a
// track below our 0,2 mm (cannot be made), and its silkscreen is printed over pads (a warning; README there).
const FAULT = 'Lebar jalur terkecil';
const SIDE_OF_LAYER: Record<string, string> = { 'Tembaga atas': 'Sisi atas', 'Tembaga bawah': 'Sisi bawah', Silkscreen: 'Sisi atas' };
const WIDTHS = [1280, 390];

/** A check of the report by its name. */
const checkOf = (scope: Locator, name: string) =>
  scope.getByRole('region', { name: 'Pemeriksaan desain' }).getByRole('listitem').filter({ hasText: name }).first();

/**
 * Chooses the first failing place of `check` (by keyboard when asked) and expects the board turned to its side, zoomed
 * to a marker that lies inside the visible board, named as the place, and the page free of axe's WCAG 2.1 AA findings.
 */
async function expectMarked(page: Page, scope: Locator, check: string, { keyboard }: { keyboard: boolean }) {
  const place = scope
    .getByRole('list', { name: `Lokasi: ${check}` })
    .getByRole('button')
    .first();
  const name = (await place.textContent())!;
  if (keyboard) {
    await place.focus();
    await page.keyboard.press('Enter');
  } else await place.click();
  await expect(place).toHaveAttribute('aria-pressed', 'true');
  const side = SIDE_OF_LAYER[name.split(' · ')[1]];
  await expect(scope.getByRole('button', { name: side, exact: true })).toHaveAttribute('aria-pressed', 'true');
  const viewer = scope.getByRole('group', { name: new RegExp(`^${side} papan: geser`) });
  const marker = viewer.getByRole('img', { name: `Penanda lokasi: ${name}` });
  await expect(marker).toBeVisible();
  await expect(scope.getByText(`Ditandai: ${check}, ${name}`)).toBeVisible();
  // The ring is in the viewer's middle, and the viewer is on screen.
  const [ring, frame] = [await marker.locator('circle').first().boundingBox(), await viewer.boundingBox()];
  const viewport = page.viewportSize()!;
  expect(ring && frame).toBeTruthy();
  const centre = { x: ring!.x + ring!.width / 2, y: ring!.y + ring!.height / 2 };
  expect(Math.abs(centre.x - (frame!.x + frame!.width / 2))).toBeLessThan(frame!.width / 4);
  expect(Math.abs(centre.y - (frame!.y + frame!.height / 2))).toBeLessThan(frame!.height / 4);
  expect(centre.y).toBeGreaterThan(0);
  expect(centre.y).toBeLessThan(viewport.height);
  // The pressed place's colours change by a transition: checked once it ended.
  await settled(place);
  expect(await accessibilityViolations(page)).toEqual([]);
}

/**
 * A row's button pressed from the keyboard: on a phone the admin's menu bar stays at the top of the screen,
 * and a pointer click that scrolls the button to the top edge lands on the menu.
 */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

test("a real board's faults are each marked on the board, in the buyer's viewer and in the admin's review, at 390 and 1280 px", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const { id, card, designFile } = await draftWithBoard(page);
  await designFile.setInputFiles(realBoard('arduino-uno'));
  const track = checkOf(card, FAULT);
  await expect(track).toContainText('Tidak dapat dibuat', { timeout: 60_000 });
  await expect(track).toContainText('Ditemukan:0,099 mm (3,9 mil)');
  await expect(track).toContainText('Pesanan:0,254 mm (10 mil)');
  await expect(track).toContainText('Kemampuan produksi:0,2 mm (7,9 mil)');
  await expect(checkOf(card, 'Silkscreen di atas pad')).toContainText('Peringatan');

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await expectMarked(page, card, FAULT, { keyboard: width < 500 });
    await page.screenshot({ path: test.info().outputPath(`buyer-marker-${width}.png`) });
    await expectMarked(page, card, 'Silkscreen di atas pad', { keyboard: width >= 500 });
    await page.screenshot({ path: test.info().outputPath(`buyer-silk-marker-${width}.png`) });
  }
  const { admin, adminContext, adminProblems } = await sendToAdminReview(page, card, browser);
  // On a phone each cell also carries its column's name: the row is found by the id it shows.
  const row = admin.getByRole('row').filter({ hasText: id });
  for (const width of WIDTHS) {
    await admin.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await press(row.getByRole('button', { name: 'Detail' }));
    const detail = admin.getByRole('dialog');
    await settled(detail);
    // pcb-api's stored report, with the order's side.
    await expect(checkOf(detail, FAULT)).toContainText('Pesanan:0,254 mm (10 mil)', { timeout: 60_000 });
    await expectMarked(admin, detail, FAULT, { keyboard: width < 500 });
    await admin.screenshot({ path: test.info().outputPath(`admin-marker-${width}.png`) });
    await detail.getByRole('button', { name: 'Tutup' }).click();
    await expect(detail).toBeHidden();
  }

  // Approving a design that cannot be made asks for the admin's word that it was resolved with the buyer.
  await press(row.getByRole('button', { name: 'Approve' }));
  const approve = admin.getByRole('dialog');
  await expect(checkOf(approve, FAULT)).toContainText('Tidak dapat dibuat');
  await approve.getByLabel('Berat produk (gram)').fill('40');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Pastikan masalah desain yang tidak dapat dibuat sudah diselesaikan dengan pembeli sebelum menyetujui.').first()).toBeVisible();
  await approve.getByLabel(/Saya sudah menyelesaikan dengan pembeli/).check();
  await settled(approve);
  expect(await accessibilityViolations(admin)).toEqual([]);
  await admin.screenshot({ path: test.info().outputPath('admin-approve-390.png'), fullPage: true });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Request Disetujui')).toBeVisible();
  expect(await adminProblems(), 'problems seen by the admin').toEqual([]);
  await adminContext.close();
});
