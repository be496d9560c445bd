import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { checkoutProduct, choose, newestOrderId, orderNumber, paidAndShippedOrder, placeOrder, products, readyBuyer, rowOf, stockOf } from '../support/orders';
import { apiUrl } from '../support/stack';

/** pcb-api's development key (no MIDTRANS_SERVER_KEY configured): the stand-in provider signs with it. */
const SERVER_KEY = process.env.MIDTRANS_SERVER_KEY ?? 'SB-Mid-server-pcb-simulator-development-key';

async function orderOf(page: Page, id: string) {
  const orders = (await (await page.request.get('/bff/api/transaction')).json()) as { _id: string; status: string; total_payment: number }[];
  return orders.find((order) => order._id === id);
}

/** What the provider would send for a settled payment, signed as it signs. */
function settlement(orderId: string, total: number) {
  const gross_amount = `${total}.00`;
  const signature_key = createHash('sha512').update(`${orderId}200${gross_amount}${SERVER_KEY}`).digest('hex');
  return { order_id: orderId, transaction_status: 'settlement', status_code: '200', gross_amount, payment_type: 'qris', fraud_status: 'accept', signature_key };
}

test('a failed payment is paid again from its row, for the same order and stock', async ({ page }) => {
  const [product] = await products();
  await readyBuyer(page);
  const before = await stockOf(product._id);
  await checkoutProduct(page, product);
  await placeOrder(page);
  await choose(page, 'Gagalkan pembayaran');
  await expect(page.getByText('Pembayaran Gagal').first()).toBeVisible();
  const id = await newestOrderId(page);
  expect(await stockOf(product._id)).toBe(before - 1);

  // Still payable, it stays with the orders to pay (Pembayaran), not under Dibatalkan.
  await page.goto('/transaksi?status=dibatalkan-pembeli&status=gagal&status=pembayaran-kadarluarsa&status=dibatalkan-admin');
  // The buyer's only order: this list, once loaded, is empty.
  await expect(page.getByText('Tidak ada transaksi ditemukan')).toBeVisible();
  await expect(rowOf(page, id)).toHaveCount(0);
  await page.goto('/transaksi?status=menunggu-pembayaran&status=pembayaran-tertunda&status=sudah-bayar');
  await expect(rowOf(page, id)).toContainText('Gagal');
  await expect(rowOf(page, id)).toContainText('Sisa waktu pembayaran');
  await rowOf(page, id)
    .getByRole('button', { name: /^Bayar ulang/ })
    .click();
  await choose(page, 'Bayar sekarang');
  await expect(page.getByText('Pembayaran Berhasil')).toBeVisible();
  expect((await orderOf(page, id))?.status).toBe('sudah-bayar');
  expect(await stockOf(product._id)).toBe(before - 1);
});

test('an order whose payment is pending is cancelled, and a late settlement pays nothing', async ({ page }) => {
  const [, product] = await products();
  await readyBuyer(page);
  const before = await stockOf(product._id);
  await checkoutProduct(page, product);
  await placeOrder(page);
  await choose(page, 'Bayar nanti (tertunda)');
  await expect(page.getByText('Pembayaran Tertunda').first()).toBeVisible();
  const id = await newestOrderId(page);
  const pending = await page.request.post('/bff/api/service/payments/continue-payment', { headers: { 'X-CSRF': '1' }, data: { transactionId: id } });
  const { token } = (await pending.json()) as { token: string };

  await rowOf(page, id)
    .getByRole('button', { name: /^Batalkan/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Batalkan' }).click();
  await expect(page.getByText('Transaksi dibatalkan!')).toBeVisible();
  expect(await stockOf(product._id)).toBe(before);

  // The payer finishes on the provider's page after all, and the provider notifies the shop.
  const paidLate = await page.request.post(`/bff/api/service/payments/simulator/pay/${token}`, { headers: { 'X-CSRF': '1' }, data: { action: 'pay' } });
  expect(paidLate.status()).toBe(409);
  const cancelled = await orderOf(page, id);
  const notified = await fetch(`${apiUrl}/service/payments/midtrans/notification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settlement(`COE-${id}-1`, cancelled?.total_payment ?? 0)),
  });
  expect(await notified.json()).toEqual({ message: 'Payment status ignored' });
  expect((await orderOf(page, id))?.status).toBe('dibatalkan-pembeli');
  expect(await stockOf(product._id)).toBe(before);
});

test('Terima asks first, and the finished order is reviewed from its row', async ({ page }) => {
  const [, , product] = await products();
  await readyBuyer(page);
  const id = await paidAndShippedOrder(page, product, 'JNE-E2E-0002');

  await page.goto('/transaksi?status=dikirim');
  await rowOf(page, id)
    .getByRole('button', { name: /^Terima/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Pesanan sudah diterima?' });
  await confirm.getByRole('button', { name: 'Kembali' }).click();
  await expect(confirm).toBeHidden();
  expect((await orderOf(page, id))?.status).toBe('dikirim');
  await rowOf(page, id)
    .getByRole('button', { name: /^Terima/ })
    .click();
  await confirm.getByRole('button', { name: 'Terima' }).click();
  await expect(page.getByText('Transaksi Selesai!')).toBeVisible();

  await page.goto('/transaksi?status=selesai');
  await rowOf(page, id)
    .getByRole('link', { name: /^Review/ })
    .click();
  await expect(page).toHaveURL(`/review?order=${id}`);
  await expect(page.getByText(`Pesanan ${orderNumber(id)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Kirim Ulasan' }).click();
  await expect(page.getByRole('alert')).toHaveText('Mohon beri rating bintang terlebih dahulu!');
  await page.getByRole('radio', { name: '5 bintang' }).click();
  await page.getByLabel('Komentar').fill('Rapi dan cepat.');
  await page.getByRole('button', { name: 'Kirim Ulasan' }).click();
  await expect(page.getByText('Terima kasih! Ulasan Anda sudah kami catat.')).toBeVisible();
});
