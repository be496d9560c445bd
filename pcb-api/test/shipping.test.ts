import type { FastifyInstance } from 'fastify';
import type { ShippingQuote } from '@pcb/contract';
import { offlineCost } from '../src/providers/shipping/offline';
import { adminToken, bearer, buyerScene, json, newVerifiedBuyer, useTestScene } from './helpers';
import { approvedAssembly, productWith, quoteQuery } from './orders';

const scene = useTestScene(buyerScene);
let app: FastifyInstance, buyer: Record<string, string>;
beforeEach(() => ({ app, buyer } = scene()));

type Areas = { success: boolean; data: { id: string; name: string }[]; message?: string };
const get = <T>(url: string, headers = buyer) => json<T>(app, { method: 'GET', url: `/api/service/raja-ongkir/${url}`, headers });

describe('area lookups', () => {
  it('lists the 38 provinces with their dotted codes', async () => {
    const { status, body } = await get<Areas>('provinces');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(38);
    expect(body.data).toContainEqual({ id: '21', name: 'KEPULAUAN RIAU' });
  });

  it('lists the cities of a province, the districts of a city and the villages of a district', async () => {
    expect((await get<Areas>('cities?province_id=21')).body.data).toContainEqual({ id: '21.71', name: 'KOTA BATAM' });
    expect((await get<Areas>('district?city_id=21.71')).body.data).toContainEqual({ id: '21.71.10', name: 'Batam Kota' });
    expect((await get<Areas>('sub-district?district_id=21.71.10')).body.data).toContainEqual({ id: '21.71.10.1001', name: 'Baloi Permai' });
  });

  it('answers an empty list for an unknown parent', async () => {
    expect(await get<Areas>('cities?province_id=99')).toMatchObject({ status: 200, body: { success: true, data: [] } });
  });

  it.each([
    ['cities', 'province id is required'],
    ['district', 'city id is required'],
    ['sub-district', 'District id is required'],
  ])('answers 400 when %s is called without its parent id', async (path, message) => {
    expect(await get<Areas>(path)).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it('is for signed-in buyers only', async () => {
    expect((await json(app, { method: 'GET', url: '/api/service/raja-ongkir/provinces' })).status).toBe(401);
  });
});

describe('shipping cost', () => {
  it('quotes every service of a courier for the summed weight of all lines', async () => {
    const light = await productWith(app, 0, { stock: 5, weight: 300 });
    const heavy = await productWith(app, 1, { stock: 5, weight: 900 });
    const query = quoteQuery('jne', {
      standart: [
        { id: light._id, quantity: 2 },
        { id: heavy._id, quantity: 1 },
      ],
    });
    const { status, body } = await get<ShippingQuote>(`calculate-cost?${query}`);
    expect(status).toBe(200);
    expect(body.meta).toEqual({ message: 'Success Calculate Domestic Shipping Cost', code: 200, status: 'success' });
    // 1500 g is two started kilograms, from Batam Kota to the buyer's Batam address.
    expect(body.data).toEqual(offlineCost({ origin: '21.71.10', destination: '21.71.10', weight: 1500, courier: 'jne' }));
    expect(body.data.map((s) => s.service)).toEqual(['OKE', 'REG', 'YES']);
    expect(body.data.find((s) => s.service === 'REG')).toMatchObject({ code: 'jne', cost: 16000, etd: '1-2 day' });
  });

  it("weighs a line sent without quantity at the cart's quantity", async () => {
    const board = await productWith(app, 0, { stock: 5, weight: 600 });
    const row = (
      await json<{ data: { _id: string } }>(app, { method: 'POST', url: '/api/cart/add-product', headers: buyer, payload: { id_product: board._id } })
    ).body.data;
    await app.inject({ method: 'PUT', url: `/api/cart/quantity/${row._id}`, headers: buyer, payload: { quantity: 2 } });
    const { body } = await get<ShippingQuote>(`calculate-cost?couriers=jne&product[0][standart][0][id_product]=${board._id}`);
    expect(body.data).toEqual(offlineCost({ origin: '21.71.10', destination: '21.71.10', weight: 1200, courier: 'jne' }));
  });

  it('costs more per started kilogram and with distance', () => {
    const reg = (weight: number, destination: string) =>
      offlineCost({ origin: '21.71.10', destination, weight, courier: 'sicepat' }).find((s) => s.service === 'REG')!.cost;
    expect(reg(1000, '21.71.10')).toBe(reg(1, '21.71.10'));
    expect(reg(1001, '21.71.10')).toBeGreaterThan(reg(1000, '21.71.10'));
    expect(reg(1000, '21.01.01')).toBeGreaterThan(reg(1000, '21.71.10'));
    expect(reg(1000, '31.71.01')).toBeGreaterThan(reg(1000, '21.01.01'));
  });

  it("counts a custom request's approved weight", async () => {
    const requestId = await approvedAssembly(app, buyer, bearer(await adminToken(app)), 2500);
    const { body } = await get<ShippingQuote>(`calculate-cost?${quoteQuery('pos', { assembly: requestId })}`);
    expect(body.data).toEqual(offlineCost({ origin: '21.71.10', destination: '21.71.10', weight: 2500, courier: 'pos' }));
  });

  it('answers 400 Alamat pengiriman belum diisi when the buyer has no address', async () => {
    const product = await productWith(app, 0, { stock: 5 });
    const newcomer = bearer(await newVerifiedBuyer(app, 'tanpaalamat'));
    const answer = await get(`calculate-cost?${quoteQuery('jne', { standart: [{ id: product._id, quantity: 1 }] })}`, newcomer);
    expect(answer).toMatchObject({ status: 400, body: { message: 'Alamat pengiriman belum diisi' } });
  });

  it('requires a known courier', async () => {
    const product = await productWith(app, 0, { stock: 5 });
    const lines = quoteQuery('jne', { standart: [{ id: product._id, quantity: 1 }] }).replace('couriers=jne&', '');
    expect(await get(`calculate-cost?${lines}`)).toMatchObject({ status: 400, body: { message: 'Couriers is required' } });
    expect((await get(`calculate-cost?couriers=dhl&${lines}`)).status).toBe(400);
  });

  it("refuses another buyer's custom request as unknown", async () => {
    const requestId = await approvedAssembly(app, buyer, bearer(await adminToken(app)));
    const other = bearer(await newVerifiedBuyer(app, 'lainnya'));
    expect((await get(`calculate-cost?${quoteQuery('jne', { assembly: requestId })}`, other)).status).toBe(404);
  });
});
