import type { FastifyInstance } from 'fastify';
import type { Category, Product } from '@pcb/contract';
import { adminScene, BANDUNG_ADDRESS, bearer, buyerToken, json, multipart, PNG, useTestScene } from './helpers';

// A picture and the row that names it are written in one transaction: a refused row write keeps no
// orphan file, and a refused file write (the old picture's removal) leaves the row as it was.
const scene = useTestScene(adminScene);
let app: FastifyInstance, admin: Record<string, string>;
const refused: string[] = [];
beforeEach(() => ({ app, admin } = scene()));
afterEach(async () => {
  for (const table of refused.splice(0)) await app.db.exec(`DROP TRIGGER refuse ON ${table}`);
});

/** From now on the database refuses `operation` on `table`, as a failing disk or constraint would. */
async function refuse(table: string, operation: 'INSERT' | 'UPDATE' | 'DELETE') {
  await app.db.exec(`
    CREATE OR REPLACE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
    CREATE TRIGGER refuse BEFORE ${operation} ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_write();`);
  refused.push(table);
}

const storedFiles = async () => (await app.db.query<{ path: string }>(`SELECT path FROM stored_files ORDER BY path`)).map((f) => f.path);
const picture = { image: { filename: 'board.png', contentType: 'image/png', data: PNG } };

function send<T>(method: 'POST' | 'PUT' | 'DELETE', url: string, fields: Record<string, string> = {}, files = {}, headers = admin) {
  const form = multipart(fields, files);
  return json<{ data: T }>(app, { method, url: `/api/${url}`, headers: { ...headers, ...form.headers }, payload: form.payload });
}

describe('product pictures', () => {
  const fields = async () => ({
    product_name: 'Modul Relay 2 Kanal',
    id_category: (await json<Category[]>(app, { method: 'GET', url: '/api/admin/product/categories' })).body[0]._id,
    harga: '25000',
    stock: '4',
    weight: '30',
    description: 'Modul relay 5 V.',
  });
  const newProduct = async () => (await send<Product>('POST', 'admin/product', await fields(), picture)).body.data;
  const productRow = async (id: string) => (await app.db.query(`SELECT product_name, picture_url FROM products WHERE id = $1`, [id]))[0];

  it('keeps no picture when the product row is refused', async () => {
    const before = await storedFiles();
    await refuse('products', 'INSERT');
    expect((await send('POST', 'admin/product', await fields(), picture)).status).toBe(500);
    expect(await storedFiles()).toEqual(before);
  });

  it('replaces the picture and removes the old one together', async () => {
    const product = await newProduct();
    const { status, body } = await send<Product>('PUT', `admin/product/${product._id}`, { ...(await fields()), product_name: 'Modul Relay 4 Kanal' }, picture);
    expect(status).toBe(200);
    const files = await storedFiles();
    expect(files).toContain(body.data.picture_url);
    expect(files).not.toContain(product.picture_url);
  });

  it('leaves the row and its picture unchanged when the old picture cannot be removed', async () => {
    const product = await newProduct();
    const [row, files] = [await productRow(product._id), await storedFiles()];
    await refuse('stored_files', 'DELETE');
    expect((await send('PUT', `admin/product/${product._id}`, { ...(await fields()), product_name: 'Modul Relay 4 Kanal' }, picture)).status).toBe(500);
    expect(await productRow(product._id)).toEqual(row);
    expect(await storedFiles()).toEqual(files);
  });

  it('keeps the product when its picture cannot be removed on delete', async () => {
    const product = await newProduct();
    await refuse('stored_files', 'DELETE');
    expect((await send('DELETE', `admin/product/${product._id}`)).status).toBe(500);
    expect(await productRow(product._id)).toMatchObject({ picture_url: product.picture_url });
  });
});

describe('category pictures', () => {
  const categoryRow = async (id: string) => (await app.db.query(`SELECT category_name, picture_url FROM categories WHERE id = $1`, [id]))[0];

  it('keeps no picture when the category row is refused', async () => {
    const before = await storedFiles();
    await refuse('categories', 'INSERT');
    expect((await send('POST', 'admin/product/categories/add', { category_name: 'Sensor Suhu' }, picture)).status).toBe(500);
    expect(await storedFiles()).toEqual(before);
  });

  it('leaves the row and its picture unchanged when the old picture cannot be removed', async () => {
    const category = (await send<Category>('POST', 'admin/product/categories/add', { category_name: 'Sensor Suhu' }, picture)).body.data;
    const [row, files] = [await categoryRow(category._id), await storedFiles()];
    await refuse('stored_files', 'DELETE');
    expect((await send('PUT', `admin/product/categories/edit/${category._id}`, { category_name: 'Sensor Cahaya' }, picture)).status).toBe(500);
    expect(await categoryRow(category._id)).toEqual(row);
    expect(await storedFiles()).toEqual(files);
  });
});

describe('profile pictures', () => {
  const profile = (name: string) => ({ name, phone: '081398765432', gender: 'Laki-laki', birthday: '1999-01-31', address: JSON.stringify(BANDUNG_ADDRESS) });
  const photo = { profile_picture: { filename: 'me.png', contentType: 'image/png', data: PNG } };
  const userRow = async () => (await app.db.query(`SELECT name, profile_picture_url FROM users WHERE email = 'buyer@pcb.test'`))[0];

  it('keeps no picture when the profile row is refused', async () => {
    const buyer = bearer(await buyerToken(app));
    const before = await storedFiles();
    await refuse('users', 'UPDATE');
    expect((await send('PUT', 'account/update-profile', profile('Budi Setiawan'), photo, buyer)).status).toBe(500);
    expect(await storedFiles()).toEqual(before);
  });

  it('leaves the row and its picture unchanged when the old picture cannot be removed', async () => {
    const buyer = bearer(await buyerToken(app));
    expect((await send('PUT', 'account/update-profile', profile('Budi Setiawan'), photo, buyer)).status).toBe(200);
    const [row, files] = [await userRow(), await storedFiles()];
    await refuse('stored_files', 'DELETE');
    expect((await send('PUT', 'account/update-profile', profile('Budi Santoso'), photo, buyer)).status).toBe(500);
    expect(await userRow()).toEqual(row);
    expect(await storedFiles()).toEqual(files);
  });
});
