import type { FastifyInstance } from 'fastify';
import type { Category, Product } from '@pcb/contract';
import { adminToken, bearer, buyerToken, json, multipart, newVerifiedBuyer, PNG, JPEG, useTestApp } from './helpers';

// A write with an Idempotency-Key runs once: its retry gets the first answer, whatever happened to the
// connection that carried the first one.
const testApp = useTestApp();
let app: FastifyInstance;
let buyer: Record<string, string>;
let product: Product;
beforeEach(async () => {
  app = testApp();
  buyer = bearer(await buyerToken(app));
  product = (await json<Product[]>(app, { method: 'GET', url: '/api/product' })).body.find((p) => p.stock > 1)!;
});

let keys = 0;
const newKey = () => `test-key-${process.pid}-${++keys}`;
const addToCart = (headers: Record<string, string>, id_product = product._id) =>
  json<{ message: string; data?: { _id: string } }>(app, { method: 'POST', url: '/api/cart/add-product', headers, payload: { id_product } });
const cartRows = async (headers = buyer) => (await json<unknown[]>(app, { method: 'GET', url: '/api/cart', headers })).body.length;

describe('idempotent writes', () => {
  it('answers a retry with the first answer, marked as replayed, and writes once', async () => {
    const key = newKey();
    const first = await addToCart({ ...buyer, 'idempotency-key': key });
    const retry = await addToCart({ ...buyer, 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry).toMatchObject({ status: 201, body: first.body });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await cartRows()).toBe(1);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    const key = newKey();
    await addToCart({ ...buyer, 'idempotency-key': key });
    const other = (await json<Product[]>(app, { method: 'GET', url: '/api/product' })).body.find((p) => p.stock > 0 && p._id !== product._id)!;
    const reused = await addToCart({ ...buyer, 'idempotency-key': key }, other._id);
    expect(reused).toMatchObject({ status: 422, body: { message: expect.stringContaining('sudah dipakai untuk permintaan lain') } });
    expect(await cartRows()).toBe(1);
  });

  it('leaves a write without a key as it was: the second one runs again', async () => {
    expect((await addToCart(buyer)).status).toBe(201);
    expect(await addToCart(buyer)).toMatchObject({ status: 409, body: { message: 'Product already in cart!' } });
  });

  it('keeps keys per caller: another buyer with the same key gets an answer of their own', async () => {
    const key = newKey();
    const mine = await addToCart({ ...buyer, 'idempotency-key': key });
    const other = bearer(await newVerifiedBuyer(app, 'pembeli_lain'));
    const theirs = await addToCart({ ...other, 'idempotency-key': key });
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.data!._id).not.toBe(mine.body.data!._id);
    expect(await cartRows(other)).toBe(1);
  });

  it('runs two concurrent requests with one key once: the other waits for the answer or is told it is in flight (409)', async () => {
    // The first insert takes a while, so the second arrives while it runs.
    await app.db.exec(`
      CREATE OR REPLACE FUNCTION slow_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.3); RETURN NEW; END $$;
      CREATE TRIGGER slow BEFORE INSERT ON carts FOR EACH ROW EXECUTE FUNCTION slow_insert();`);
    try {
      const key = newKey();
      const answers = await Promise.all([addToCart({ ...buyer, 'idempotency-key': key }), addToCart({ ...buyer, 'idempotency-key': key })]);
      const statuses = answers.map((a) => a.status).sort();
      // PGlite runs one transaction at a time, so there the second one only starts after the first committed.
      expect(statuses).toEqual(app.db.kind === 'postgres' ? [201, 409] : [201, 201]);
      const inFlight = answers.find((a) => a.status === 409);
      if (inFlight) {
        expect(inFlight.body.message).toContain('sedang diproses');
        expect(inFlight.headers['retry-after']).toBe('1');
      }
      expect(await cartRows()).toBe(1);
    } finally {
      await app.db.exec(`DROP TRIGGER slow ON carts`);
    }
  });

  it('commits the change and its stored answer together: when the answer cannot be stored, the change is undone', async () => {
    await app.db.exec(`
      CREATE OR REPLACE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
      CREATE TRIGGER refuse BEFORE INSERT ON idempotency_keys FOR EACH ROW EXECUTE FUNCTION refuse_write();`);
    try {
      expect((await addToCart({ ...buyer, 'idempotency-key': newKey() })).status).toBe(500);
      expect(await cartRows()).toBe(0);
    } finally {
      await app.db.exec(`DROP TRIGGER refuse ON idempotency_keys`);
    }
  });

  it('stores nothing for a failed write, so its retry runs again', async () => {
    const key = newKey();
    await addToCart(buyer);
    expect((await addToCart({ ...buyer, 'idempotency-key': key })).status).toBe(409);
    const [row] = await app.db.query<{ _id: string }>(`SELECT id AS _id FROM carts LIMIT 1`);
    await json(app, { method: 'DELETE', url: `/api/cart/delete/${row._id}`, headers: buyer });
    expect((await addToCart({ ...buyer, 'idempotency-key': key })).status).toBe(201);
  });

  it('forgets a key after the retention period', async () => {
    const key = newKey();
    const first = await addToCart({ ...buyer, 'idempotency-key': key });
    await app.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours'`);
    await json(app, { method: 'DELETE', url: `/api/cart/delete/${first.body.data!._id}`, headers: buyer });
    const later = await addToCart({ ...buyer, 'idempotency-key': key });
    expect(later.status).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key (400)', async () => {
    expect(await addToCart({ ...buyer, 'idempotency-key': 'x' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Idempotency-Key tidak valid') },
    });
  });

  it('keys a multipart upload over its fields and the checksums of its files', async () => {
    const admin = bearer(await adminToken(app));
    const id_category = (await json<Category[]>(app, { method: 'GET', url: '/api/admin/product/categories' })).body[0]._id;
    const fields = { product_name: 'Modul Relay 2 Kanal', id_category, harga: '25000', stock: '4', weight: '30', description: 'Modul relay 5 V.' };
    const post = (data: Buffer, key: string) => {
      const form = multipart(fields, { image: { filename: 'board.png', contentType: 'image/png', data } });
      return json<{ data: Product }>(app, {
        method: 'POST',
        url: '/api/admin/product',
        headers: { ...admin, ...form.headers, 'idempotency-key': key },
        payload: form.payload,
      });
    };
    const count = async () => (await app.db.query(`SELECT 1 FROM products WHERE product_name = $1`, [fields.product_name])).length;
    const key = newKey();
    const first = await post(PNG, key);
    const retry = await post(PNG, key);
    expect(first.status).toBe(201);
    expect(retry).toMatchObject({ status: 201, body: first.body });
    expect(await count()).toBe(1);
    expect((await post(Buffer.concat([PNG, JPEG]), key)).status).toBe(422);
    expect(await count()).toBe(1);
  });
});
