import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/fixtures';
import { chooseOptions, PROTOTYPE_CHOICES, prototypeInReview } from '../support/custom-form';
import { expectBoardPreview, gerberZip } from '../support/gerber';
import { choose, newestOrderId, orderNumber, placeOrder } from '../support/orders';
import { logIn } from '../support/shop';

// The seeded buyer has a complete address, which the order's shipping needs.
const BUYER = { email: 'buyer@pcb.test', password: 'Buyer#12345' };
const ADMIN = { email: 'admin@pcb.test', password: 'Admin#123456' };
const WRITE = { 'X-CSRF': '1' };

const REVIEW_LIST = '/admin/request-custom?status=admin-review';
const APPROVED_LIST = '/admin/request-custom?status=disetujui';
const PAYMENT_LIST = '/admin/transaksi?status=menunggu-pembayaran&status=pembayaran-tertunda&status=sudah-bayar';
const PROCESSING_LIST = '/admin/transaksi?status=diproses';
const SHIPPED_LIST = '/admin/transaksi?status=dikirim';
const HISTORY_LIST = '/admin/transaksi?status=selesai&status=gagal&status=pembayaran-kadarluarsa&status=dibatalkan-admin&status=dibatalkan-pembeli';

interface Request {
  _id: string;
  status: string;
}

/** A row of an admin list by its No Order cell: a request's id, an order's number. */
const rowOf = (page: Page, id: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });

async function newestPrototype(request: APIRequestContext): Promise<Request> {
  const requests = (await (await request.get('/bff/api/costom-prototype/api/transaksi')).json()) as Request[];
  return requests[0];
}

/** The buyer's prototype form, saved to the custom cart, then the generated Gerber zip attached and sent for review. */
async function sendPrototypeForReview(page: Page): Promise<Request> {
  await page.goto('/custom-prototype');
  await chooseOptions(page, PROTOTYPE_CHOICES);
  await page.getByRole('button', { name: 'Simpan Ke Keranjang' }).click();
  await expect(page.getByText('Data berhasil dikirim')).toBeVisible();
  const card = page.getByTestId('custom-request').first();
  await card.getByLabel(/File desain/).setInputFiles({ name: 'board.zip', mimeType: 'application/zip', buffer: gerberZip(50, 30) });
  await card.getByRole('button', { name: 'Kirim Review' }).click();
  await expect(page.getByText('Request berhasil dikirimkan ke admin')).toBeVisible();
  return newestPrototype(page.request);
}

async function adminLogIn(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function expectButtons(row: Locator, names: string[]) {
  await expect(row.getByRole('button')).toHaveText(names);
}

const adminPut = (admin: Page, path: string, data: object) => admin.request.put(`/bff/admin/api/${path}`, { headers: WRITE, data });

test('an admin reviews a design, then takes its order from payment to the printed packing sheet', async ({ page: buyer, browser }) => {
  test.setTimeout(180_000);
  await logIn(buyer, BUYER.email, BUYER.password);
  const approved = await sendPrototypeForReview(buyer);
  expect(approved.status).toBe('admin-review');
  const refusedId = await prototypeInReview(buyer.request);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminLogIn(admin);

  // Review File: the preview of the sent zip, then approve with a weight.
  await admin.goto(REVIEW_LIST);
  await expect(admin.getByRole('heading', { name: 'Review File' })).toBeVisible();
  const reviewRow = rowOf(admin, approved._id);
  await expectButtons(reviewRow, ['Detail', 'Approve', 'Reject']);
  await reviewRow.getByRole('button', { name: 'Detail' }).click();
  const detail = admin.getByRole('dialog');
  await expectBoardPreview(detail, { size: '50 × 30 mm', copperLayers: '2' });
  await expect(detail.getByRole('link', { name: /Unduh file desain/ })).toHaveAttribute('href', /^\/bff\/admin\/api\/download\/prototype-design\//);
  await detail.getByRole('button', { name: 'Tutup' }).click();

  await reviewRow.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = admin.getByRole('dialog');
  await approveDialog.getByLabel('Berat produk (gram)').fill('0');
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Berat produk harus lebih besar dari 0!')).toBeVisible();
  await approveDialog.getByLabel('Berat produk (gram)').fill('750');
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Request Disetujui')).toBeVisible();
  await expect(reviewRow).toHaveCount(0);

  // ...and reject the other with a reason.
  const refusedRow = rowOf(admin, refusedId);
  await refusedRow.getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = admin.getByRole('dialog');
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText('Alasan tidak boleh kosong!')).toBeVisible();
  await rejectDialog.getByLabel('Alasan penolakan').fill('Outline papan tidak sesuai ukuran');
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText('Request Berhasil Ditolak')).toBeVisible();
  await expect(refusedRow).toHaveCount(0);

  // A reviewed request offers only Detail, and the API refuses a second review.
  await admin.goto(APPROVED_LIST);
  await expectButtons(rowOf(admin, approved._id), ['Detail']);
  expect((await adminPut(admin, `admin/request-custom-prototype/${approved._id}/approve`, { weight: 750 })).status()).toBe(409);
  expect((await adminPut(admin, `admin/request-custom-prototype/${refusedId}/reject`, { reason: 'lagi' })).status()).toBe(409);

  // The buyer orders the approved request from the custom cart and closes the popup unpaid.
  await buyer.goto('/keranjang/costom-product');
  await buyer.getByTestId('custom-request').filter({ hasText: 'Disetujui' }).first().getByRole('button', { name: 'Pesan Sekarang' }).click();
  await expect(buyer).toHaveURL(new RegExp(`/checkout\\?custom=${approved._id}$`));
  await placeOrder(buyer);
  await choose(buyer, 'Tutup');
  await expect(buyer.getByRole('region', { name: /^Notifications/ }).getByText('Pembayaran Tertunda')).toBeVisible();
  const orderId = await newestOrderId(buyer);

  // An order awaiting its payment cannot be approved or sent: neither is offered, and the API says 409.
  await admin.goto(PAYMENT_LIST);
  await expectButtons(rowOf(admin, orderNumber(orderId)), ['Detail']);
  expect((await adminPut(admin, 'admin/transaction/approve', { id: orderId })).status()).toBe(409);
  expect((await adminPut(admin, 'admin/transaction/send', { id: orderId, resi: 'JNE-TOO-EARLY' })).status()).toBe(409);

  // The buyer continues the payment in the simulator's popup.
  await buyer.goto('/transaksi?status=pembayaran-tertunda');
  await buyer.getByRole('button', { name: `Lanjutkan pembayaran ${orderNumber(orderId)}` }).click();
  await choose(buyer, 'Bayar sekarang');
  await expect(buyer.getByText('Pembayaran Berhasil')).toBeVisible();

  // The admin checks the payment, goes back to the order, and approves it.
  await admin.goto(PAYMENT_LIST);
  const paidRow = rowOf(admin, orderNumber(orderId));
  await expectButtons(paidRow, ['Detail', 'Approve']);
  await paidRow.getByRole('link', { name: 'Lihat Payment' }).click();
  await expect(admin.getByRole('heading', { name: 'Detail Payment' })).toBeVisible();
  await expect(admin.getByRole('row', { name: /^Status Penyedia settlement$/ })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Notifikasi Penyedia' }).getByRole('cell', { name: 'settlement' })).toBeVisible();
  await admin.getByRole('link', { name: 'Lihat pesanan' }).click();
  await expect(admin.getByRole('dialog', { name: 'Detail Transaksi' })).toBeVisible();
  await admin.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();
  await rowOf(admin, orderNumber(orderId)).getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Status transaksi berhasil di update')).toBeVisible();
  await expect(rowOf(admin, orderNumber(orderId))).toHaveCount(0);
  expect((await adminPut(admin, 'admin/transaction/reject', { id: orderId })).status()).toBe(409);

  // Diproses: send with a resi, which is required.
  await admin.goto(PROCESSING_LIST);
  const processingRow = rowOf(admin, orderNumber(orderId));
  await expectButtons(processingRow, ['Detail', 'Kirim']);
  expect((await adminPut(admin, 'admin/transaction/approve', { id: orderId })).status()).toBe(409);
  await processingRow.getByRole('button', { name: 'Kirim' }).click();
  const sendDialog = admin.getByRole('dialog');
  await sendDialog.getByRole('button', { name: 'Kirim' }).click();
  await expect(admin.getByText('Alasan tidak boleh kosong!')).toBeVisible();
  await sendDialog.getByLabel('No. Resi').fill('JNE-E2E-0001');
  await sendDialog.getByRole('button', { name: 'Kirim' }).click();
  await expect(admin.getByText('Transaksi Siap Dikirim')).toBeVisible();
  await expect(processingRow).toHaveCount(0);

  await admin.goto(SHIPPED_LIST);
  await expectButtons(rowOf(admin, orderNumber(orderId)), ['Detail']);
  expect((await adminPut(admin, 'admin/transaction/send', { id: orderId, resi: 'LAGI' })).status()).toBe(409);

  // The buyer receives the parcel, and sees the whole timeline.
  await buyer.goto('/transaksi?status=dikirim');
  await buyer.getByRole('button', { name: `Terima ${orderNumber(orderId)}` }).click();
  await buyer.getByRole('alertdialog').getByRole('button', { name: 'Terima' }).click();
  await expect(buyer.getByText('Transaksi Selesai!')).toBeVisible();
  await buyer.goto('/transaksi?status=selesai');
  await buyer.getByRole('button', { name: `Detail ${orderNumber(orderId)}` }).click();
  const steps = ['menunggu-pembayaran', 'pembayaran-tertunda', 'sudah-bayar', 'diproses', 'dikirim', 'selesai'];
  const buyerTimeline = buyer.getByRole('list', { name: 'Riwayat pesanan' }).getByRole('listitem');
  await expect(buyerTimeline).toHaveCount(steps.length);

  // Riwayat: the order with its timeline, and the packing sheet Cetak prints.
  await admin.goto(HISTORY_LIST);
  const doneRow = rowOf(admin, orderNumber(orderId));
  await expectButtons(doneRow, ['Detail']);
  await doneRow.getByRole('button', { name: 'Detail' }).click();
  const orderDetail = admin.getByRole('dialog', { name: 'Detail Transaksi' });
  const adminTimeline = orderDetail.getByRole('list', { name: 'Riwayat pesanan' }).getByRole('listitem');
  await expect(adminTimeline).toHaveCount(steps.length);
  for (const [index, status] of steps.entries()) await expect(adminTimeline.nth(index)).toHaveAttribute('data-status', status);
  await expect(adminTimeline.nth(steps.indexOf('dikirim'))).toContainText('Resi JNE-E2E-0001');

  await admin.evaluate(() => {
    window.print = () => void document.body.setAttribute('data-printed', 'yes');
  });
  await orderDetail.getByRole('button', { name: 'Cetak' }).click();
  await expect(admin.locator('body')).toHaveAttribute('data-printed', 'yes');
  await admin.emulateMedia({ media: 'print' });
  const sheet = admin.getByTestId('order-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(orderNumber(orderId));
  await expect(sheet).toContainText('No. Resi: JNE-E2E-0001');
  await expect(sheet).toContainText('Costom Prototype');
  await expect(admin.getByRole('navigation', { name: 'ADMIN' })).toBeHidden();
  await expect(orderDetail).toBeHidden();
  const pdf = await admin.pdf({ format: 'A4' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  await adminContext.close();
});
