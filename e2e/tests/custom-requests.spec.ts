import { expect, test, type Page } from '../support/fixtures';
import { chooseOptions, formField, PROTOTYPE_CHOICES } from '../support/custom-form';
import { expectBoardPreview, gerberZip } from '../support/gerber';
import { logIn, registerVerifiedBuyer } from '../support/shop';

const requestCard = (page: Page, name: string) => page.getByTestId('custom-request').filter({ hasText: name });

test('a buyer configures a panel prototype, attaches a previewed zip, sends it for review and cancels it', async ({ page }) => {
  const buyer = await registerVerifiedBuyer(page);
  await logIn(page, buyer.email, buyer.password);

  await page.goto('/custom-prototype');
  await chooseOptions(page, PROTOTYPE_CHOICES);
  await chooseOptions(page, [
    ['Board Type', 'Panel by Customer'],
    ['X Out', 'Accept'],
    ['Design In Panel', '2'],
  ]);
  const shownTotal = await page.getByTestId('price-total').innerText();
  await page.getByRole('button', { name: 'Simpan Ke Keranjang' }).click();
  await expect(page.getByText('Data berhasil dikirim')).toBeVisible();
  await expect(page).toHaveURL(/\/keranjang\/costom-product$/);

  const stored = (await (await page.request.get('/bff/api/costom-prototype/api/transaksi')).json()) as { total_cost: number }[];
  expect(shownTotal).toBe(`Rp. ${new Intl.NumberFormat('id-ID').format(stored[0].total_cost)}`);

  const card = requestCard(page, 'Costom Prototype');
  await card.getByLabel(/File desain/).setInputFiles({ name: 'board.zip', mimeType: 'application/zip', buffer: gerberZip(50, 30) });
  await expectBoardPreview(card, { size: '50 × 30 mm', copperLayers: '2' });
  await expect(card.getByRole('row', { name: 'board-F_Cu.gtl Tembaga atas' })).toBeVisible();

  await card.getByRole('button', { name: 'Kirim Review' }).click();
  await expect(page.getByText('Request berhasil dikirimkan ke admin')).toBeVisible();
  await expect(card.getByText('Admin Review')).toBeVisible();

  await card.getByRole('button', { name: 'Batalkan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Batalkan' }).click();
  await expect(page.getByText('Request Dibatalkan')).toBeVisible();
  await expect(card.getByText('Dibatalkan Pembeli')).toBeVisible();
});

test('an assembly request is deleted after confirmation, and wrong design files are refused', async ({ page }) => {
  const buyer = await registerVerifiedBuyer(page);
  await logIn(page, buyer.email, buyer.password);

  await page.goto('/custom-assembly');
  await chooseOptions(page, [
    ['Flexible Option', 'Turnkey'],
    ['Board Type', 'Single Piece'],
    ['Assembly Side', 'Top Side'],
    ['Pay Attention', 'No'],
    ['Board To Delivery', 'No'],
    ['Function Test', 'Yes'],
    ['Cable Wire Harness Assembly', 'No'],
  ]);
  for (const [title, text] of [
    ['Quantity', '10'],
    ['Notes', '-'],
    ['Number Unik Part', '12'],
    ['Number SMD Part', '40'],
    ['Number BGA QFP', '0'],
    ['Throught Hole', '4'],
    ['Detail Information', 'BOM terlampir'],
  ]) {
    await formField(page, title).fill(text);
  }
  await page.getByRole('button', { name: 'Simpan Ke Keranjang' }).click();
  await expect(page.getByText('Data berhasil dikirim')).toBeVisible();

  const card = requestCard(page, 'Costom Assembly');
  const upload = card.getByLabel(/File desain/);
  await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a design') });
  await expect(page.getByText('Only .zip or .rar files are allowed.')).toBeVisible();
  await upload.setInputFiles({ name: 'big.zip', mimeType: 'application/zip', buffer: Buffer.alloc(3 * 1024 * 1024) });
  await expect(page.getByText('File size must be less than 2MB.')).toBeVisible();

  await card.getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Data berhasil dihapus')).toBeVisible();
  await expect(page.getByText('Tidak ada data')).toBeVisible();
});
