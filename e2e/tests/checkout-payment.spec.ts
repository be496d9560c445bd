import { expect, test } from '../support/fixtures';
import { checkoutProduct, choose, newestOrderId, paidAndShippedOrder, placeOrder, products, readyBuyer, rowOf, stockOf } from '../support/orders';
import { cartBadge } from '../support/shop';

test('cart → checkout → JNE REG → order → popup → pay: sudah-bayar in /transaksi, with the timeline', async ({ page }) => {
  const [product] = await products();
  await readyBuyer(page);
  await checkoutProduct(page, product);
  await expect(page.getByRole('region', { name: 'Barang' })).toContainText(`${product.product_name} × 1`);
  await placeOrder(page);
  await expect(page.getByText('Transaction is created!')).toBeVisible();

  await choose(page, 'Bayar sekarang');
  await expect(page.getByText('Pembayaran Berhasil')).toBeVisible();
  const id = await newestOrderId(page);
  await expect(rowOf(page, id)).toContainText('Sudah Bayar');

  await rowOf(page, id)
    .getByRole('button', { name: /^Detail/ })
    .click();
  const timeline = page.getByRole('dialog').getByRole('list', { name: 'Riwayat pesanan' });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline).toContainText('Pesanan dibuat');
  await expect(timeline).toContainText('Dibayar');
  await page.keyboard.press('Escape');

  // The ordered line left the cart.
  await page.goto('/');
  await expect(cartBadge(page, 0)).toBeVisible();
});

test('a pending payment is continued later and paid', async ({ page }) => {
  const [, product] = await products();
  await readyBuyer(page);
  await checkoutProduct(page, product);
  await placeOrder(page);
  await choose(page, 'Bayar nanti (tertunda)');
  await expect(page.getByText('Pembayaran Tertunda').first()).toBeVisible();
  const id = await newestOrderId(page);

  await rowOf(page, id)
    .getByRole('button', { name: /^Lanjutkan pembayaran/ })
    .click();
  await choose(page, 'Bayar sekarang');
  await expect(page.getByText('Pembayaran Berhasil')).toBeVisible();
  await expect(rowOf(page, id)).toContainText('Sudah Bayar');
});

test('cancelling an unpaid order gives its stock back', async ({ page }) => {
  const [, , product] = await products();
  await readyBuyer(page);
  const before = await stockOf(product._id);
  // The checkout starts paying at once (pembayaran-tertunda); an order placed without paying stays menunggu-pembayaran.
  const placed = await page.request.post('/bff/api/transaction', {
    headers: { 'X-CSRF': '1' },
    data: { product: [{ standart: [{ id_product: product._id, quantity: 2 }] }], expedition: [{ courier: 'jne', shipping_option: 'REG' }] },
  });
  expect(placed.status()).toBe(201);
  const id = ((await placed.json()) as { data: { _id: string } }).data._id;
  expect(await stockOf(product._id)).toBe(before - 2);

  await page.goto('/transaksi?status=menunggu-pembayaran');
  await expect(rowOf(page, id)).toContainText('Menunggu Pembayaran');
  await expect(rowOf(page, id)).toContainText('Sisa waktu pembayaran');
  await rowOf(page, id)
    .getByRole('button', { name: /^Batalkan/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Batalkan' }).click();
  await expect(page.getByText('Transaksi dibatalkan!')).toBeVisible();
  await expect(rowOf(page, id)).toHaveCount(0);
  expect(await stockOf(product._id)).toBe(before);
});

test('the admin ships with a resi, the buyer sees it in the timeline and confirms receipt', async ({ page }) => {
  const [product] = await products();
  await readyBuyer(page);
  const id = await paidAndShippedOrder(page, product, 'JNE-E2E-0001');
  await page.goto('/transaksi?status=dikirim');
  await rowOf(page, id)
    .getByRole('button', { name: /^Detail/ })
    .click();
  const timeline = page.getByRole('dialog').getByRole('list', { name: 'Riwayat pesanan' });
  await expect(timeline).toContainText('Kurir JNE · Layanan REG · Resi JNE-E2E-0001');
  await page.keyboard.press('Escape');

  await rowOf(page, id)
    .getByRole('button', { name: /^Terima/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Terima' }).click();
  await expect(page.getByText('Transaksi Selesai!')).toBeVisible();
  await page.goto('/transaksi?status=selesai');
  await expect(rowOf(page, id)).toContainText('Selesai');
  await expect(rowOf(page, id).getByRole('link', { name: /^Review/ })).toBeVisible();
});
