import { expect, test, type Locator } from '../support/fixtures';
import { draftWithBoard, sendToAdminReview } from '../support/custom-form';
import { expectBoardPreview, realBoard, type BoardFigures } from '../support/gerber';

// The repository's real boards, with the figures read from their files by hand (contract/test/boards/README.md).
const ARDUINO: BoardFigures = { size: '68,58 × 53,34 mm', copperLayers: '2', smallestHole: '0,61 mm', smallestTrack: '0,099 mm (3,9 mil)' };
const CLOCKBLOCK: BoardFigures = { size: '104,14 × 106,68 mm', copperLayers: '2', smallestHole: '0,381 mm', smallestTrack: '0,152 mm (6 mil)' };
// What the request orders (PROTOTYPE_CHOICES: 50 × 50 mm, 2 layers, 10 mil, 0.4 mm) against the Arduino's files.
const ARDUINO_WARNINGS = [
  'Ukuran papan pada file (68,58 × 53,34 mm) melebihi ukuran pada permintaan (50 × 50 mm).',
  'Jalur terkecil pada file (0,099 mm (3,9 mil)) lebih kecil dari minimum jalur pesanan, Min Track 0,254 mm (10 mil).',
];

/** The order's warnings, each in the design-rule report (beside the centre's own finding where the check also fails it). */
async function expectWarnings(scope: Locator, warnings: string[]) {
  const report = scope.getByRole('region', { name: 'Pemeriksaan desain' });
  for (const warning of warnings) await expect(report.getByText(warning)).toBeVisible();
}

test('real boards show both sides, their figures and the design checks to the buyer, and the same in Review File', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { id, card, designFile: attach } = await draftWithBoard(page);
  await attach.setInputFiles(realBoard('clockblock'));
  await expectBoardPreview(card, CLOCKBLOCK);

  await attach.setInputFiles(realBoard('arduino-uno'));
  await expectBoardPreview(card, ARDUINO);
  await expectWarnings(card, ARDUINO_WARNINGS);

  // Each layer switches, and the board zooms.
  const copper = card.getByRole('group', { name: 'Lapisan yang ditampilkan' }).getByRole('button', { name: 'Tembaga' });
  await copper.click();
  await expect(copper).toHaveAttribute('aria-pressed', 'false');
  await copper.click();
  await card.getByRole('button', { name: 'Perbesar' }).click();
  await expect(card.getByRole('button', { name: /kembali ke ukuran awal$/ })).toHaveText('150%');
  await card.getByRole('button', { name: /kembali ke ukuran awal$/ }).click();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await card.getByRole('region', { name: 'Pratinjau Gerber' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`custom-cart-${width}.png`), fullPage: true });
  }

  // The buyer can still send it.
  const { admin, adminContext, adminProblems } = await sendToAdminReview(page, card, browser);
  const row = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: id, exact: true }) });
  await row.getByRole('button', { name: 'Detail' }).click();
  const detail = admin.getByRole('dialog');
  await expectBoardPreview(detail, ARDUINO);
  await expectWarnings(detail, ARDUINO_WARNINGS);
  await admin.screenshot({ path: test.info().outputPath('review-file-1280.png') });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: test.info().outputPath('review-file-390.png') });
  expect(await adminProblems(), 'problems seen by the admin').toEqual([]);
  await adminContext.close();
});
