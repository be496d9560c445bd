import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Address, Transaction } from '@pcb/contract';
import { ADDRESS_MISMATCH_MESSAGE } from '../../src/modules/shipping/service';
import { offlineCost } from '../../src/providers/shipping/offline';
import { json, multipart, useTestScene } from '../helpers';
import { orderScene, placeOrder, quoteQuery, stockOf, type TestProduct } from '../orders';

/**
 * Finding M2: shipping was priced on address ids never checked against their names, and orders read the buyer's
 * address as it is now. So a buyer paid the Batam rate for a parcel to Papua, or changed the profile after paying.
 */
const scene = useTestScene(orderScene);
let app: FastifyInstance, buyer: Record<string, string>, admin: Record<string, string>, board: TestProduct;
beforeEach(() => ({ app, buyer, admin, board } = scene()));

const JAYAPURA: Address = {
  detail_address: 'Jl. Sentani 9',
  province: '91',
  province_name: 'PAPUA',
  city: '91.71',
  city_name: 'KOTA JAYAPURA',
  district: '91.71.01',
  district_name: 'Jayapura Utara',
  sub_district: '91.71.01.1001',
  sub_district_name: 'Gurabesi',
};
/** Papua's names on Batam's ids: what was priced at the same-city rate. */
const PAPUA_ON_BATAM_IDS: Address = { ...JAYAPURA, province: '21', city: '21.71', district: '21.71.10', sub_district: '21.71.10.1001' };

/** Sets the address straight in the database, as an older profile form or a hand-made request could have left it. */
const storeAddress = (address: Address) => app.db.query(`UPDATE users SET address = $1 WHERE email = 'buyer@pcb.test'`, [JSON.stringify(address)]);

async function updateProfile(address: Address) {
  const form = multipart({ name: 'Budi Santoso', phone: '081234567890', gender: 'Laki-laki', birthday: '2000-05-17', address: JSON.stringify(address) });
  const response = await app.inject({ method: 'PUT', url: '/api/account/update-profile', headers: { ...buyer, ...form.headers }, payload: form.payload });
  expect(response.statusCode).toBe(200);
}

const orderCount = async () => Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM transactions`))[0].n);
const jneReg = (destination: string, weight: number) =>
  offlineCost({ origin: '21.71.10', destination, weight, courier: 'jne' }).find((s) => s.service === 'REG')!;

describe('M2: the shipping address at quote and checkout', () => {
  it.each([
    ['names of Papua on the ids of Batam', PAPUA_ON_BATAM_IDS],
    ['a city that is not in its province', { ...JAYAPURA, city: '21.71', city_name: 'KOTA BATAM' }],
    ['a village id that does not exist', { ...JAYAPURA, sub_district: '91.71.01.9999' }],
  ])('refuses %s (400) at the quote and at checkout, and nothing is ordered or reserved', async (_case, address) => {
    await storeAddress(address);
    const quote = await json<{ message: string }>(app, {
      url: `/api/service/raja-ongkir/calculate-cost?${quoteQuery('jne', { standart: [{ id: board._id, quantity: 1 }] })}`,
      headers: buyer,
    });
    const order = await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] });
    console.log(`M2: ${_case}: quote ${quote.status}, checkout ${order.status} "${order.body.message}"`);
    expect([quote.status, quote.body.message]).toEqual([400, ADDRESS_MISMATCH_MESSAGE]);
    expect([order.status, order.body.message]).toEqual([400, ADDRESS_MISMATCH_MESSAGE]);
    expect(await orderCount()).toBe(0);
    expect(await stockOf(app, board._id)).toBe(5);
  });

  it('prices a true Papua address at the Papua rate', async () => {
    await updateProfile(JAYAPURA);
    const order = await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] });
    expect(order.status).toBe(201);
    expect(order.body.data.expedition).toMatchObject([{ shipping_cost: jneReg('91.71.01', 250).cost }]);
    expect(jneReg('91.71.01', 250).cost).toBeGreaterThan(jneReg('21.71.10', 250).cost);
  });
});

describe('M2: an order keeps what it was shipped to and priced on', () => {
  it('shows the checkout address to the buyer, the admin list and the packing sheet after the profile moves to Papua', async () => {
    const placed = await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 2 }] });
    expect(placed.status).toBe(201);
    await updateProfile({ ...JAYAPURA });
    await app.db.query(`UPDATE users SET name = 'Orang Lain', phone = '081399998888' WHERE email = 'buyer@pcb.test'`);

    const own = (await json<Transaction[]>(app, { url: '/api/transaction', headers: buyer })).body.find((t) => t._id === placed.body.data._id)!;
    const adminView = (await json<Transaction[]>(app, { url: '/api/admin/transaction', headers: admin })).body.find((t) => t._id === placed.body.data._id)!;
    for (const order of [own, adminView]) {
      expect(order.id_user).toMatchObject({
        name: 'Budi Santoso',
        phone: '081234567890',
        address: { province: '21', province_name: 'KEPULAUAN RIAU', city_name: 'KOTA BATAM', district: '21.71.10', sub_district_name: 'Baloi Permai' },
      });
      expect(order.shipping_weight).toBe(500);
      expect(order.expedition).toMatchObject([{ courier: 'jne', shipping_option: 'REG', shipping_cost: jneReg('21.71.10', 500).cost }]);
    }
    console.log(`M2: after the profile moved to ${JAYAPURA.city_name}, the order still ships to ${own.id_user.address?.city_name}`);
  });
});

describe('M2: orders placed before the copy existed', () => {
  it('are backfilled by migration 006 from the profile and the weight of their lines', async () => {
    const placed = await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 3 }] });
    await app.db.query(`UPDATE transactions SET recipient_name = NULL, recipient_phone = NULL, shipping_address = NULL, shipping_weight = NULL`);
    const migration = readFileSync(join(__dirname, '../../migrations/006_order_shipment.sql'), 'utf8');
    for (const statement of migration
      .replace(/--[^\n]*/g, '')
      .split(';')
      .filter((sql) => sql.trim().startsWith('UPDATE')))
      await app.db.exec(statement);
    const [order] = (await json<Transaction[]>(app, { url: '/api/transaction', headers: buyer })).body.filter((t) => t._id === placed.body.data._id);
    expect(order.id_user).toMatchObject({ name: 'Budi Santoso', phone: '081234567890', address: { city_name: 'KOTA BATAM' } });
    expect(order.shipping_weight).toBe(750);
  });
});
