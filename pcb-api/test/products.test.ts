import type { FastifyInstance } from 'fastify';
import type { Category, Product } from '@pcb/contract';
import { json, useTestApp } from './helpers';

const testApp = useTestApp();
let app: FastifyInstance;
beforeEach(() => {
  app = testApp();
});

describe('GET /api/product', () => {
  it('lists the seeded catalogue newest first with categories, pictures and image_url', async () => {
    const { status, body } = await json<Product[]>(app, { method: 'GET', url: '/api/product' });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(24);
    const first = body[0];
    expect(first._id).toMatch(/^[0-9a-f]{24}$/);
    expect(first.id_category).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), category_name: expect.any(String) });
    expect(first.picture_url).toMatch(/^product-picture\/[^/]+\.svg$/);
    expect(first.image_url).toBe(`http://127.0.0.1:3000/bff/files/${first.picture_url}`);
    expect(Number.isInteger(first.weight)).toBe(true);
    const times = body.map((p) => Date.parse(p.create_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first).not.toHaveProperty('id');
  });

  it('seeds stock across sold out, low (1–10) and plenty (over 10)', async () => {
    const { body } = await json<Product[]>(app, { method: 'GET', url: '/api/product' });
    expect(body.some((p) => p.stock === 0)).toBe(true);
    expect(body.some((p) => p.stock >= 1 && p.stock <= 10)).toBe(true);
    expect(body.some((p) => p.stock > 10)).toBe(true);
    expect(body.every((p) => Number.isInteger(p.harga) && p.harga > 0)).toBe(true);
  });

  it('answers 200 with an empty list when there are no products', async () => {
    await app.db.exec('DELETE FROM products');
    const { status, body } = await json(app, { method: 'GET', url: '/api/product' });
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});

describe('GET /api/product/search', () => {
  it('matches names case-insensitively', async () => {
    const { status, body } = await json<Product[]>(app, { method: 'GET', url: '/api/product/search?query=esp32' });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((p) => /esp32/i.test(p.product_name))).toBe(true);
    expect(body[0].image_url).toContain(body[0].picture_url);
  });

  it('answers an empty list when nothing matches', async () => {
    const { status, body } = await json(app, { method: 'GET', url: '/api/product/search?query=tidak-ada-produk-seperti-ini' });
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it.each(['%', '_', '\\', '.*', '(a+)+$', "' OR 1=1 --"])('takes %p literally', async (text) => {
    const { status, body } = await json<Product[]>(app, {
      method: 'GET',
      url: `/api/product/search?query=${encodeURIComponent(text)}`,
    });
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('finds a name holding a metacharacter only by that character', async () => {
    await app.db.query(`UPDATE products SET product_name = 'Diskon 50% Kabel' WHERE id = (SELECT id FROM products LIMIT 1)`);
    const { body } = await json<Product[]>(app, { method: 'GET', url: `/api/product/search?query=${encodeURIComponent('50%')}` });
    expect(body.map((p) => p.product_name)).toEqual(['Diskon 50% Kabel']);
  });

  it.each(['', '?query=', '?query=%20%20'])('refuses a missing or blank query (%p)', async (qs) => {
    const { status, body } = await json(app, { method: 'GET', url: `/api/product/search${qs}` });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Query is required' });
  });
});

describe('GET /api/product/:id', () => {
  it('answers one product with its category and image_url', async () => {
    const list = await json<Product[]>(app, { method: 'GET', url: '/api/product' });
    const wanted = list.body[3];
    const { status, body } = await json<Product>(app, { method: 'GET', url: `/api/product/${wanted._id}` });
    expect(status).toBe(200);
    expect(body).toEqual(wanted);
  });

  it('answers 404 for an unknown id', async () => {
    const { status, body } = await json(app, { method: 'GET', url: '/api/product/0123456789abcdef01234567' });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Product not found' });
  });

  it.each(['123', 'not-an-id', 'zzzzzzzzzzzzzzzzzzzzzzzz', '0123456789abcdef012345678'])('answers 400 for the malformed id %p', async (id) => {
    const { status, body } = await json<{ message: string }>(app, { method: 'GET', url: `/api/product/${id}` });
    expect(status).toBe(400);
    expect(body.message).toBe('Invalid ID format');
  });
});

describe('GET /api/admin/product/categories', () => {
  it('lists at least five categories without a session', async () => {
    const { status, body } = await json<Category[]>(app, { method: 'GET', url: '/api/admin/product/categories' });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(5);
    expect(body[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      category_name: expect.any(String),
      picture_url: expect.stringMatching(/^category-picture\//),
    });
  });

  it('answers 200 with an empty list when there are none', async () => {
    await app.db.exec('DELETE FROM products; DELETE FROM categories');
    const { status, body } = await json(app, { method: 'GET', url: '/api/admin/product/categories' });
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});

describe('static pictures', () => {
  it('serves a product picture as SVG that cannot run script', async () => {
    const { body } = await json<Product[]>(app, { method: 'GET', url: '/api/product' });
    const response = await app.inject({ method: 'GET', url: `/api/${body[0].picture_url}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('<svg');
  });

  it('serves a picture with an ETag and a year of caching, and 304 when the browser has it', async () => {
    const { body } = await json<Product[]>(app, { method: 'GET', url: '/api/product' });
    const first = await app.inject({ method: 'GET', url: `/api/${body[0].picture_url}` });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).toMatch(/^"[\w-]{32}"$/);
    const again = await app.inject({ method: 'GET', url: `/api/${body[0].picture_url}`, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves a category picture', async () => {
    const { body } = await json<Category[]>(app, { method: 'GET', url: '/api/admin/product/categories' });
    const response = await app.inject({ method: 'GET', url: `/api/${body[0].picture_url}` });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for a missing picture and never leaves its folder', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/product-picture/nope.png' })).statusCode).toBe(404);
    const escape = await app.inject({ method: 'GET', url: '/api/product-picture/..%2f..%2fpackage.json' });
    expect([400, 403, 404]).toContain(escape.statusCode);
    expect(escape.body).not.toContain('"name"');
  });
});

describe('unknown routes', () => {
  it('answer 404 JSON with a message', async () => {
    const { status, body } = await json<{ message: string }>(app, { method: 'GET', url: '/api/nothing-here' });
    expect(status).toBe(404);
    expect(body.message).toEqual(expect.any(String));
  });
});
