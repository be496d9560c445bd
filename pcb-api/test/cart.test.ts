import type { FastifyInstance } from 'fastify';
import type { CartItem, Product } from '@pcb/contract';
import { bearer, buyerToken, json, newVerifiedBuyer, useTestApp } from './helpers';

const testApp = useTestApp();
let app: FastifyInstance;
let buyer: Record<string, string>;
let products: Product[];
beforeEach(async () => {
  app = testApp();
  buyer = bearer(await buyerToken(app));
  products = (await json<Product[]>(app, { method: 'GET', url: '/api/product' })).body;
});

const add = (headers: Record<string, string>, payload: object) =>
  json<{ message: string; data: { _id: string; id_product: string }; errors?: { msg: string }[] }>(app, {
    method: 'POST',
    url: '/api/cart/add-product',
    headers,
    payload,
  });
const setQuantity = (headers: Record<string, string>, id: string, payload: object) =>
  json<{ message: string; data: { _id: string; quantity: number } }>(app, { method: 'PUT', url: `/api/cart/quantity/${id}`, headers, payload });
const inStock = () => products.find((p) => p.stock > 0)!;

describe('cart', () => {
  it('answers 200 [] for an empty cart', async () => {
    expect(await json(app, { method: 'GET', url: '/api/cart', headers: buyer })).toMatchObject({ status: 200, body: [] });
  });

  it('adds a product (201) and lists it populated', async () => {
    const product = inStock();
    const added = await add(buyer, { id_product: product._id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ message: 'Product added successfully', data: { id_product: product._id } });
    const { body } = await json<CartItem[]>(app, { method: 'GET', url: '/api/cart', headers: buyer });
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      _id: added.body.data._id,
      id_product: { _id: product._id, product_name: product.product_name, harga: product.harga, stock: product.stock },
    });
  });

  it('keeps a quantity of 1 for a new row, and the quantity set for it afterwards', async () => {
    const product = products.find((p) => p.stock >= 3)!;
    const row = (await add(buyer, { id_product: product._id })).body.data;
    expect(row).toMatchObject({ quantity: 1 });
    const set = await setQuantity(buyer, row._id, { quantity: 3 });
    expect(set).toMatchObject({ status: 200, body: { message: 'Quantity updated successfully', data: { _id: row._id, quantity: 3 } } });
    const { body } = await json<CartItem[]>(app, { method: 'GET', url: '/api/cart', headers: buyer });
    expect(body[0]).toMatchObject({ _id: row._id, quantity: 3 });
  });

  it('refuses a quantity below 1 (400) or above the stock (409) and keeps the one before', async () => {
    const product = inStock();
    const row = (await add(buyer, { id_product: product._id })).body.data;
    expect(await setQuantity(buyer, row._id, {})).toMatchObject({ status: 400, body: { message: 'Quantity is required' } });
    expect(await setQuantity(buyer, row._id, { quantity: 0 })).toMatchObject({ status: 400, body: { message: 'Quantity minimal 1' } });
    expect(await setQuantity(buyer, row._id, { quantity: 1.5 })).toMatchObject({ status: 400, body: { message: 'Quantity minimal 1' } });
    expect(await setQuantity(buyer, row._id, { quantity: product.stock + 1 })).toMatchObject({
      status: 409,
      body: { message: 'Tidak bisa menambah melebihi stok!' },
    });
    expect(await setQuantity(buyer, row._id, { quantity: product.stock })).toMatchObject({ status: 200 });
    const { body } = await json<CartItem[]>(app, { method: 'GET', url: '/api/cart', headers: buyer });
    expect(body[0].quantity).toBe(product.stock);
  });

  it("sets the quantity of the buyer's own rows only", async () => {
    const row = (await add(buyer, { id_product: inStock()._id })).body.data;
    const other = bearer(await newVerifiedBuyer(app, 'another'));
    expect(await setQuantity(other, row._id, { quantity: 1 })).toMatchObject({ status: 404, body: { message: 'Product id not found!' } });
    expect(await setQuantity(buyer, 'nope', { quantity: 1 })).toMatchObject({ status: 400, body: { message: 'Invalid ID format' } });
  });

  it('answers 409 Product already in cart! the second time', async () => {
    const product = inStock();
    await add(buyer, { id_product: product._id });
    expect(await add(buyer, { id_product: product._id })).toMatchObject({ status: 409, body: { message: 'Product already in cart!' } });
  });

  it('refuses an unknown product (404) and a sold-out one (409)', async () => {
    expect(await add(buyer, { id_product: '0123456789abcdef01234567' })).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    const soldOut = products.find((p) => p.stock === 0)!;
    expect(await add(buyer, { id_product: soldOut._id })).toMatchObject({ status: 409, body: { message: 'Stok produk habis!' } });
  });

  it('checks the product id', async () => {
    expect((await add(buyer, {})).body.errors?.map((e) => e.msg)).toEqual(['Product ID is required', 'Invalid Product ID format']);
    expect((await add(buyer, { id_product: 'abc' })).body.errors?.map((e) => e.msg)).toEqual(['Invalid Product ID format']);
  });

  it("deletes the buyer's own row, and not another buyer's", async () => {
    const row = (await add(buyer, { id_product: inStock()._id })).body.data;
    const other = bearer(await newVerifiedBuyer(app, 'another'));
    expect(await json(app, { method: 'DELETE', url: `/api/cart/delete/${row._id}`, headers: other })).toMatchObject({
      status: 404,
      body: { message: 'Product id not found!' },
    });
    expect(await json(app, { method: 'DELETE', url: `/api/cart/delete/${row._id}`, headers: buyer })).toMatchObject({
      status: 200,
      body: { message: 'Product deleted successfully' },
    });
    expect((await json(app, { method: 'DELETE', url: '/api/cart/delete/nope', headers: buyer })).body).toMatchObject({ message: 'Invalid ID format' });
  });

  it("keeps each buyer's cart apart", async () => {
    await add(buyer, { id_product: inStock()._id });
    const other = bearer(await newVerifiedBuyer(app, 'another'));
    expect((await json(app, { method: 'GET', url: '/api/cart', headers: other })).body).toEqual([]);
  });
});
