import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { chooseOptions, formField, PROTOTYPE_CHOICES, sentPrototype, type SentRequest } from '../support/custom-form';
import { gerberZip } from '../support/gerber';
import { ADMIN } from '../support/orders';
import { logIn } from '../support/shop';
import { apiUrl } from '../support/stack';

// The seeded buyer has a complete address, which the order's shipping needs.
const BUYER = { email: 'buyer@pcb.test', password: 'Buyer#12345' };
const CUSTOM_CART = '/keranjang/costom-product';

const requestCard = (page: Page, text: string | RegExp) => page.getByTestId('custom-request').filter({ hasText: text }).first();

async function ownPrototypes(request: APIRequestContext): Promise<SentRequest[]> {
  return (await (await request.get('/bff/api/costom-prototype/api/transaksi')).json()) as SentRequest[];
}

/** The admin's review through pcb-api (the Approve dialog itself is walked through in the approval journey). */
async function adminReview(id: string, action: 'approve' | 'reject', body: object) {
  const login = await fetch(`${apiUrl}/admin/login/protected`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(`${apiUrl}/admin/request-custom-prototype/${id}/${action}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
}

async function mailsTo(to: string): Promise<{ to: string; subject: string; text: string }[]> {
  const mails = (await (await fetch(`${apiUrl}/dev/outbox`)).json()) as { to: string; subject: string; text: string }[];
  return mails.filter((mail) => mail.to === to);
}

test.beforeEach(async ({ page }) => {
  await logIn(page, BUYER.email, BUYER.password);
});

test('the buyer starts the prototype form from the Gerber zip, which stays with the request', async ({ page }) => {
  await page.goto('/custom-prototype');
  const start = page.getByRole('region', { name: 'Mulai dari file Gerber' });
  await start.getByLabel(/File desain/).setInputFiles({ name: 'board.zip', mimeType: 'application/zip', buffer: gerberZip(219, 139.5) });

  // 219 × 139,5 mm, 2 copper layers: the nearest catalogue options not smaller than the board.
  await expect(
    start.getByText('Diisi dari file: Width 297 mm, Length 150 mm, Layer 2 Layer, Min Track 12 mil, Min Hole 0.5 mm. Anda tetap dapat mengubah semua pilihan.'),
  ).toBeVisible();
  await expect(formField(page, 'Width')).toHaveValue('297 mm');
  await expect(formField(page, 'Length')).toHaveValue('150 mm');
  await expect(formField(page, 'Layer')).toHaveValue('2 Layer');
  await expect(start.getByRole('img', { name: 'Sisi atas papan' })).toBeVisible();
  const total = page.getByTestId('price-total');
  const priced = await total.textContent();

  // The buyer can still change anything; the price follows.
  await chooseOptions(
    page,
    PROTOTYPE_CHOICES.filter(([title]) => !['Width', 'Length', 'Layer'].includes(title)),
  );
  await formField(page, 'Length').selectOption('200 mm');
  await expect(total).not.toHaveText(priced ?? '');
  await page.getByRole('button', { name: 'Simpan Ke Keranjang' }).click();
  await expect(page.getByText('Data berhasil dikirim')).toBeVisible();

  // In the custom cart the design is already there: Kirim Review needs no second upload.
  await expect(page).toHaveURL(new RegExp(`${CUSTOM_CART}$`));
  const [saved] = await ownPrototypes(page.request);
  expect(saved).toMatchObject({ status: 'menunggu-pengajuan', design_file: expect.stringMatching(/^prototype-design\/.+\.zip$/) });
  const card = requestCard(page, 'Menunggu Pengajuan');
  await expect(card.getByText(/^File desain terlampir: /)).toBeVisible();
  await card.getByRole('button', { name: 'Kirim Review' }).click();
  await expect(page.getByText('Request berhasil dikirimkan ke admin')).toBeVisible();
  expect((await ownPrototypes(page.request))[0]).toMatchObject({ _id: saved._id, status: 'admin-review', design_file: saved.design_file });
});

test('the buyer edits a saved draft in its form and saves it again at the new price', async ({ page }) => {
  await page.goto('/custom-prototype');
  await chooseOptions(page, PROTOTYPE_CHOICES);
  await page.getByRole('button', { name: 'Simpan Ke Keranjang' }).click();
  await expect(page.getByText('Data berhasil dikirim')).toBeVisible();
  const [draft] = await ownPrototypes(page.request);

  await requestCard(page, 'Menunggu Pengajuan').getByRole('button', { name: 'Ubah' }).click();
  await expect(page).toHaveURL(new RegExp(`/custom-prototype\\?edit=${draft._id}$`));
  await expect(formField(page, 'Width')).toHaveValue('50 mm');
  await expect(formField(page, 'Surface Finish')).toHaveValue('Lead Free');
  await formField(page, 'Width').selectOption('100 mm');
  await page.getByRole('button', { name: 'Simpan Ke Keranjang' }).click();
  // The first save's toast may still be showing.
  await expect(page.getByText('Data berhasil dikirim').last()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${CUSTOM_CART}$`));

  const [edited] = await ownPrototypes(page.request);
  expect(edited).toMatchObject({ _id: draft._id, status: 'menunggu-pengajuan', width: '100 mm' });
  // The seed prices 50 mm at Rp 3.000 and 100 mm at Rp 6.000.
  expect(edited.total_cost).toBe(draft.total_cost + 3000);
});

test('a rejected request is copied into a new draft with its design in one click, and the buyer is told why it was rejected', async ({ page }) => {
  const sent = await sentPrototype(page.request);
  await adminReview(sent._id, 'reject', { reason: 'Outline papan tidak ada di file' });
  const [mail] = (await mailsTo(BUYER.email)).filter((m) => m.subject === 'Request custom Anda ditolak');
  expect(mail.text).toContain('Outline papan tidak ada di file');

  await page.goto(CUSTOM_CART);
  const rejected = requestCard(page, 'Alasan penolakan: Outline papan tidak ada di file');
  await rejected.getByRole('button', { name: 'Salin ke Draf Baru' }).click();
  await expect(page.getByText('Request disalin menjadi draf baru')).toBeVisible();
  const [copy, original] = await ownPrototypes(page.request);
  expect(original).toMatchObject({ _id: sent._id, status: 'ditolak-admin' });
  expect(copy).toMatchObject({ status: 'menunggu-pengajuan', total_cost: sent.total_cost, design_file: expect.stringMatching(/^prototype-design\//) });
  // A file of its own: deleting either request leaves the other's design.
  expect(copy.design_file).not.toBe(original.design_file);
  await expect(page.getByTestId('custom-request').first()).toContainText('Menunggu Pengajuan');
});
