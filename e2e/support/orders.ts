import { expect, type Page } from '@playwright/test';
import { logIn, registerVerifiedBuyer } from './shop';
import { apiUrl } from './stack';

export interface Product {
  _id: string;
  product_name: string;
  harga: number;
  stock: number;
}

export const ADMIN = { email: 'admin@pcb.test', password: 'Admin#123456' };
export const PAYMENT_GROUP = /\/transaksi\?status=menunggu-pembayaran&status=pembayaran-tertunda&status=sudah-bayar$/;

export const orderNumber = (id: string) => `#${id.slice(-8).toUpperCase()}`;

export const BATAM = { province: 'KEPULAUAN RIAU', city: 'KOTA BATAM', district: 'Batam Kota' };

/** The row of an order in /transaksi, found by its order number. */
export const rowOf = (page: Page, id: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: orderNumber(id), exact: true }) });

export async function products(): Promise<Product[]> {
  return ((await (await fetch(`${apiUrl}/product`)).json()) as Product[]).filter((p) => p.stock > 2);
}

export async function stockOf(id: string): Promise<number> {
  return ((await (await fetch(`${apiUrl}/product/${id}`)).json()) as Product).stock;
}

/** Fills the profile edit: name, phone, gender, birthday, the area cascade (first sub-district) and the street. */
export async function completeProfile(page: Page, area: { province: string; city: string; district: string }, street: string) {
  await page.goto('/user/profileSettings');
  await page.getByRole('textbox', { name: 'Nama' }).fill('Pembeli Uji');
  await page.getByRole('textbox', { name: 'No. Telepon' }).fill('081234567890');
  await page.getByRole('combobox', { name: 'Jenis Kelamin' }).selectOption('Perempuan');
  await page.getByLabel('Tanggal Lahir').fill('1999-04-07');
  await page.getByRole('combobox', { name: 'Provinsi' }).selectOption({ label: area.province });
  await page.getByRole('combobox', { name: 'Kota/Kabupaten' }).selectOption({ label: area.city });
  await page.getByRole('combobox', { name: 'Kecamatan' }).selectOption({ label: area.district });
  const subDistrict = page.getByRole('combobox', { name: 'Kelurahan/Desa' });
  await expect(subDistrict.locator('option')).not.toHaveCount(1);
  await subDistrict.selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Alamat Lengkap' }).fill(street);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Account settings updated successfully.')).toBeVisible();
}

/** Puts the product in the cart, ticks it alone and opens the checkout with it. */
export async function checkoutProduct(page: Page, product: Product, origin = '') {
  await page.goto(`${origin}/product/detail/${product._id}`);
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await page.goto(`${origin}/keranjang`);
  await page.getByRole('checkbox', { name: `Pilih ${product.product_name}`, exact: true }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?cart=/);
}

/** Chooses JNE REG and places the order; the payment starts at once on /transaksi (or on the provider's page: `lands`). */
export async function placeOrder(page: Page, lands: RegExp = PAYMENT_GROUP) {
  await page.getByRole('combobox', { name: 'Kurir' }).selectOption('jne');
  await page.getByRole('button', { name: /^REG/ }).click();
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page).toHaveURL(lands);
}

/** The simulator's popup (drawn by its snap.js) and the payer's choice there. */
export async function choose(page: Page, action: 'Bayar sekarang' | 'Bayar nanti (tertunda)' | 'Gagalkan pembayaran' | 'Tutup') {
  const popup = page.getByRole('dialog', { name: 'Simulator Pembayaran' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: action }).click();
}

/** The id of the buyer's newest order, through the BFF with the page's session. */
export async function newestOrderId(page: Page): Promise<string> {
  const orders = (await (await page.request.get('/bff/api/transaction')).json()) as { _id: string }[];
  return orders[0]._id;
}

/** A back-office write straight through pcb-api with the seeded admin's token (the admin's part of a buyer's journey); its status. */
export async function adminWrite(path: string, body: object, method: 'PUT' | 'POST' = 'PUT'): Promise<number> {
  const login = await fetch(`${apiUrl}/admin/login/protected`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(`${apiUrl}/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return answer.status;
}

/** The admin approves a prototype request in review with a weight in grams and any named price changes. */
export async function adminApprovesPrototype(id: string, approval: { weight: number; price_changes?: { reason: string; amount: number }[] }) {
  expect(await adminWrite(`admin/request-custom-prototype/${id}/approve`, approval)).toBe(200);
}

/** The back-office moves an order on through the API: approve it, then send it with a resi. */
export async function adminShips(id: string, resi: string) {
  expect(await adminWrite('admin/transaction/approve', { id })).toBe(200);
  expect(await adminWrite('admin/transaction/send', { id, resi })).toBe(200);
}

/** A new buyer with a complete profile, signed in. */
export async function readyBuyer(page: Page) {
  const buyer = await registerVerifiedBuyer(page);
  await logIn(page, buyer.email, buyer.password);
  await completeProfile(page, BATAM, 'Jl. Uji Coba No. 7');
  return buyer;
}

/** The buyer orders one product and pays at once; the admin approves and sends it with this resi. The order's id. */
export async function paidAndShippedOrder(page: Page, product: Product, resi: string): Promise<string> {
  await checkoutProduct(page, product);
  await placeOrder(page);
  await choose(page, 'Bayar sekarang');
  await expect(page.getByText('Pembayaran Berhasil')).toBeVisible();
  const id = await newestOrderId(page);
  await adminShips(id, resi);
  return id;
}
