import type { FastifyInstance } from 'fastify';
import { endpoints, pathOf, type Category, type OptionGroup, type Product } from '@pcb/contract';
import { JPEG, PNG, adminToken, bearer, buyerToken, json, multipart, useTestApp, type FilePart } from './helpers';

const testApp = useTestApp();
let app: FastifyInstance;
let admin: Record<string, string>;
let categories: Category[];
beforeEach(async () => {
  app = testApp();
  admin = bearer(await adminToken(app));
  categories = (await json<Category[]>(app, { method: 'GET', url: '/api/admin/product/categories' })).body;
});

interface Saved<T> {
  message: string;
  data: T;
  errors?: { msg: string }[];
}

const send = <T>(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, image?: FilePart) => {
  const form = multipart(fields, image ? { image } : {});
  return json<Saved<T>>(app, { method, url, headers: { ...admin, ...form.headers }, payload: form.payload });
};
const png: FilePart = { filename: 'board.png', contentType: 'image/png', data: PNG };
const productFields = () => ({
  product_name: 'Modul Bluetooth HC-05',
  id_category: categories[0]._id,
  harga: '65000',
  stock: '12',
  weight: '15',
  description: 'Modul Bluetooth serial untuk mikrokontroler.',
});

describe('admin permissions', () => {
  it('asks the admin session on every admin/ call but the login, the category list and the assembly price list the buyer form reads', () => {
    const open = Object.values(endpoints).filter((e) => e.path.startsWith('admin/') && e.session !== 'admin');
    expect(open.map((e) => `${e.method} ${e.path}`).sort()).toEqual([
      'GET admin/costom-assembly',
      'GET admin/product/categories',
      'POST admin/login/protected',
    ]);
  });

  /** The reads that answered without a session before, with real ids. */
  async function adminReadPaths() {
    const [prototype] = (await json<OptionGroup[]>(app, { method: 'GET', url: '/api/admin/costom-prototype', headers: admin })).body;
    const [assembly] = (await json<OptionGroup[]>(app, { method: 'GET', url: '/api/admin/costom-assembly' })).body;
    const item = (group: OptionGroup) => ({ typeId: group._id, itemId: group.data[0]._id });
    return {
      getCategory: pathOf(endpoints.getCategory, { id: categories[0]._id }),
      adminListPrototypeOptions: pathOf(endpoints.adminListPrototypeOptions),
      getPrototypeOptionGroup: pathOf(endpoints.getPrototypeOptionGroup, { typeId: prototype._id }),
      getPrototypeOptionItem: pathOf(endpoints.getPrototypeOptionItem, item(prototype)),
      getAssemblyOptionGroup: pathOf(endpoints.getAssemblyOptionGroup, { typeId: assembly._id }),
      getAssemblyOptionItem: pathOf(endpoints.getAssemblyOptionItem, item(assembly)),
    };
  }

  it.each([
    'getCategory',
    'adminListPrototypeOptions',
    'getPrototypeOptionGroup',
    'getPrototypeOptionItem',
    'getAssemblyOptionGroup',
    'getAssemblyOptionItem',
  ] as const)('answers %s 401 without a session, 403 to a buyer and 200 to an admin', async (name) => {
    const url = `/api/${(await adminReadPaths())[name]}`;
    const read = (headers: Record<string, string>) => json(app, { method: 'GET', url, headers });
    expect(await read({})).toMatchObject({ status: 401, body: { message: 'Unauthorized: Token tidak ditemukan' } });
    expect(await read(bearer(await buyerToken(app)))).toMatchObject({ status: 403, body: { message: 'Forbidden: Anda bukan admin' } });
    expect((await read(admin)).status).toBe(200);
  });

  it('keeps the category list and the assembly price list open', async () => {
    expect((await json(app, { method: 'GET', url: '/api/admin/product/categories' })).status).toBe(200);
    expect((await json(app, { method: 'GET', url: '/api/admin/costom-assembly' })).status).toBe(200);
  });
});

describe('admin product reads', () => {
  it('lists, searches and reads products with an admin token', async () => {
    const list = await json<Product[]>(app, { method: 'GET', url: '/api/admin/product', headers: admin });
    expect(list.status).toBe(200);
    const search = await json<Product[]>(app, { method: 'GET', url: '/api/admin/product/search?query=arduino', headers: admin });
    expect(search.body.length).toBeGreaterThan(0);
    const one = await json<Product>(app, { method: 'GET', url: `/api/admin/product/${list.body[0]._id}`, headers: admin });
    expect(one.body).toEqual(list.body[0]);
  });
});

describe('POST /api/admin/product', () => {
  it('adds a product (201) with a stored picture under a generated name', async () => {
    const { status, body } = await send<Product>('POST', '/api/admin/product', productFields(), png);
    expect(status).toBe(201);
    expect(body.message).toBe('Product added successfully');
    expect(body.data).toMatchObject({ product_name: 'Modul Bluetooth HC-05', harga: 65000, stock: 12, weight: 15, id_category: { _id: categories[0]._id } });
    expect(body.data.picture_url).toMatch(/^product-picture\/[a-z0-9]+-[0-9a-f]{24}\.png$/);
    expect(body.data.picture_url).not.toContain('board');
    expect((await app.inject({ method: 'GET', url: `/api/${body.data.picture_url}` })).statusCode).toBe(200);
  });

  it('reports a missing image alone, first', async () => {
    const { status, body } = await send('POST', '/api/admin/product', {});
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ msg: 'Image is required!', path: 'image', location: 'body' }]);
  });

  it('refuses an image that is not a jpeg or png by content', async () => {
    const fake = { filename: 'board.png', contentType: 'image/png', data: Buffer.from('GIF89a....') };
    expect((await send('POST', '/api/admin/product', productFields(), fake)).body.errors?.map((e) => e.msg)).toEqual([
      'Only JPEG, JPG, and PNG images are allowed!',
    ]);
  });

  it('lists the field rules with the contract messages', async () => {
    const { status, body } = await send('POST', '/api/admin/product', { harga: 'murah', stock: '-1', weight: '0.5', id_category: 'x' }, png);
    expect(status).toBe(400);
    expect(body.errors?.map((e) => e.msg)).toEqual([
      'Product name must be filled in!',
      'Description must be filled in!',
      'Price must be a number!',
      'Stock must be a non-negative integer!',
      'Weight must be a whole number of grams, at least 1!',
      'Category does not exist',
    ]);
  });
});

describe('PUT /api/admin/product/:id', () => {
  it('replaces the fields and keeps the picture when none is sent', async () => {
    const created = (await send<Product>('POST', '/api/admin/product', productFields(), png)).body.data;
    const { status, body } = await send<Product>('PUT', `/api/admin/product/${created._id}`, { ...productFields(), harga: '70000', stock: '0' });
    expect(status).toBe(200);
    expect(body.message).toBe('Product Update successfully');
    expect(body.data).toMatchObject({ harga: 70000, stock: 0, picture_url: created.picture_url });
  });

  it('swaps the picture and deletes the old file', async () => {
    const created = (await send<Product>('POST', '/api/admin/product', productFields(), png)).body.data;
    const jpeg = { filename: 'new.jpg', contentType: 'image/jpeg', data: JPEG };
    const { body } = await send<Product>('PUT', `/api/admin/product/${created._id}`, productFields(), jpeg);
    expect(body.data.picture_url).toMatch(/\.jpg$/);
    expect((await app.inject({ method: 'GET', url: `/api/${created.picture_url}` })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown product', async () => {
    expect(await send('PUT', '/api/admin/product/0123456789abcdef01234567', productFields())).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
  });
});

describe('DELETE /api/admin/product/:id', () => {
  it('deletes the product and the cart rows holding it', async () => {
    const [product] = (await json<Product[]>(app, { method: 'GET', url: '/api/product' })).body.filter((p) => p.stock > 0);
    const buyer = bearer(await buyerToken(app));
    await app.inject({ method: 'POST', url: '/api/cart/add-product', headers: buyer, payload: { id_product: product._id } });
    expect(await json(app, { method: 'DELETE', url: `/api/admin/product/${product._id}`, headers: admin })).toMatchObject({
      status: 200,
      body: { message: 'Product deleted successfully' },
    });
    expect((await json(app, { method: 'GET', url: '/api/cart', headers: buyer })).body).toEqual([]);
    expect((await json(app, { method: 'GET', url: `/api/product/${product._id}` })).status).toBe(404);
  });

  it('refuses while an unfinished order holds the product', async () => {
    const [product] = (await json<Product[]>(app, { method: 'GET', url: '/api/product' })).body;
    const [buyer] = await app.db.query<{ id: string }>(`SELECT id FROM users WHERE role = 'buyer'`);
    await app.db.query(`INSERT INTO transactions (id, id_user, status, total_payment) VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', $1, 'menunggu-pembayaran', 1000)`, [
      buyer.id,
    ]);
    await app.db.query(
      `INSERT INTO transaction_items (id, transaction_id, kind, id_product, name, unit_price, quantity) VALUES ('bbbbbbbbbbbbbbbbbbbbbbbb', 'aaaaaaaaaaaaaaaaaaaaaaaa', 'standart', $1, 'x', 1000, 1)`,
      [product._id],
    );
    const { status, body } = await json<{ message: string }>(app, { method: 'DELETE', url: `/api/admin/product/${product._id}`, headers: admin });
    expect(status).toBe(409);
    expect(body.message).toMatch(/pesanan/);
  });

  it('answers 404 Product id not found! for an unknown product', async () => {
    expect(await json(app, { method: 'DELETE', url: '/api/admin/product/0123456789abcdef01234567', headers: admin })).toMatchObject({
      status: 404,
      body: { message: 'Product id not found!' },
    });
  });
});

describe('categories', () => {
  it('reads one category, 404 when unknown', async () => {
    expect((await json(app, { method: 'GET', url: `/api/admin/product/categories/${categories[0]._id}`, headers: admin })).body).toEqual(categories[0]);
    expect(await json(app, { method: 'GET', url: '/api/admin/product/categories/0123456789abcdef01234567', headers: admin })).toMatchObject({
      status: 404,
      body: { message: 'Category not found' },
    });
  });

  it('adds a category (201) with its picture', async () => {
    const { status, body } = await send<Category>('POST', '/api/admin/product/categories/add', { category_name: 'Display & LCD' }, png);
    expect(status).toBe(201);
    expect(body.message).toBe('categori added successfully');
    expect(body.data).toMatchObject({ category_name: 'Display & LCD', picture_url: expect.stringMatching(/^category-picture\/.+\.png$/) });
  });

  it('checks the name before the picture', async () => {
    expect((await send('POST', '/api/admin/product/categories/add', { category_name: ' ' })).body.errors?.map((e) => e.msg)).toEqual([
      'Category name is required.',
      'Category name must be at least 3 characters long.',
    ]);
    expect((await send('POST', '/api/admin/product/categories/add', { category_name: 'LCD' })).body.errors?.map((e) => e.msg)).toEqual(['Image is required!']);
  });

  it('renames a category, keeping its picture', async () => {
    const { status, body } = await send<Category>('PUT', `/api/admin/product/categories/edit/${categories[0]._id}`, { category_name: 'Papan PCB' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ ...categories[0], category_name: 'Papan PCB' });
    expect((await send('PUT', '/api/admin/product/categories/edit/0123456789abcdef01234567', { category_name: 'Papan PCB' })).body).toEqual({
      message: 'Caategory not found',
    });
  });

  it('refuses (409) to delete a category that still has products and deletes nothing', async () => {
    const [product] = (await json<Product[]>(app, { method: 'GET', url: '/api/product' })).body;
    const held = categories.find((c) => c._id === product.id_category?._id)!;
    expect(await json(app, { method: 'DELETE', url: `/api/admin/product/categories/delete/${held._id}`, headers: admin })).toMatchObject({
      status: 409,
      body: { message: 'Category still has products: move or delete them first.' },
    });
    expect((await json(app, { method: 'GET', url: '/api/admin/product/categories' })).body).toEqual(categories);
    expect((await json<Product>(app, { method: 'GET', url: `/api/product/${product._id}` })).body.id_category?._id).toBe(held._id);
    expect((await app.inject({ method: 'GET', url: `/api/${held.picture_url}` })).statusCode).toBe(200);
  });

  it('deletes an empty category, then answers 404', async () => {
    const empty = (await send<Category>('POST', '/api/admin/product/categories/add', { category_name: 'Kosong' }, png)).body.data;
    expect(await json(app, { method: 'DELETE', url: `/api/admin/product/categories/delete/${empty._id}`, headers: admin })).toMatchObject({
      status: 200,
      body: { message: 'Category deleted successfully' },
    });
    expect(await json(app, { method: 'DELETE', url: `/api/admin/product/categories/delete/${empty._id}`, headers: admin })).toMatchObject({
      status: 404,
      body: { message: 'Product id not found!' },
    });
  });

  it('keeps the writes for admins', async () => {
    const buyer = bearer(await buyerToken(app));
    const form = multipart({ category_name: 'Nope' }, { image: png });
    const { status, body } = await json(app, {
      method: 'POST',
      url: '/api/admin/product/categories/add',
      headers: { ...buyer, ...form.headers },
      payload: form.payload,
    });
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Forbidden: Anda bukan admin' });
  });
});
