import { endpoints, pathOf, type Category, type OrderPhoto, type SharedView } from '@pcb/contract';
import type { FastifyInstance } from 'fastify';
import { BANDUNG_ADDRESS, json, multipart, useTestScene } from '../helpers';
import { orderScene, placeOrder, setOrderStatus } from '../orders';
import { ORIENTATION, PHOTO_JPEG, PHOTO_PNG, SECRETS } from '../pictures';

/**
 * A photo the admin takes of the board with a phone carries where it was taken (GPS), the phone's serial and
 * more; the buyer and everyone the buyer shares the order with were served it as it came.
 */
const scene = useTestScene(orderScene);

describe('photos of the board lose their metadata at upload', () => {
  it.each([
    ['papan.jpg', PHOTO_JPEG],
    ['papan.png', PHOTO_PNG],
  ])('serves %s without serial, GPS, XMP or comment, to the buyer and through a share link, still turned upright', async (filename, data) => {
    const { app, buyer, admin, board } = scene();
    const orderId = (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).body.data._id;
    await setOrderStatus(app, orderId, 'diproses');
    const form = multipart({}, { photo: { filename, contentType: 'application/octet-stream', data } });
    const added = await json<{ data: OrderPhoto }>(app, {
      method: 'POST',
      url: `/api/admin/transaction/${orderId}/photos`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(added.status).toBe(201);

    const link = await json<{ token: string }>(app, {
      method: 'POST',
      url: '/api/share-links',
      headers: buyer,
      payload: { kind: 'order', id: orderId, expires_on: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) },
    });
    const [shared] = (await app.inject({ method: 'GET', url: `/api/shared/${link.body.token}` })).json<SharedView>().photos;
    for (const url of [`/api/${added.body.data.picture_url}`, `/api/shared/${link.body.token}/photos/${shared._id}`]) {
      expectClean((await app.inject({ method: 'GET', url })).rawPayload);
    }
  });
});

/** What a served picture must not carry, and the orientation it must keep. */
function expectClean(served: Buffer) {
  expect(served.length).toBeGreaterThan(0);
  for (const secret of SECRETS) expect(served.includes(secret)).toBe(false);
  expect(served.readUInt16BE(served.indexOf('MM\0*', 0, 'latin1') + 18)).toBe(ORIENTATION);
}

type Scene = ReturnType<typeof scene>;
interface PictureUpload {
  field: string;
  fields: (s: Scene) => Promise<Record<string, string>>;
  path: (s: Scene) => Promise<string>;
  as: 'admin' | 'buyer';
  /** Where the answer names the stored picture. */
  stored: (data: Record<string, unknown>) => unknown;
}

const productFields = async ({ app }: Scene) => {
  const [category] = (await json<Category[]>(app, { method: 'GET', url: '/api/admin/product/categories' })).body;
  return { product_name: 'Modul HC-05', id_category: category._id, harga: '65000', stock: '12', weight: '15', description: 'Modul Bluetooth.' };
};
const firstCategory = async (app: FastifyInstance) => (await json<Category[]>(app, { method: 'GET', url: '/api/admin/product/categories' })).body[0];

/** Every other upload of a picture the contract has (the design files are not pictures; the order photos are above). */
const PICTURE_UPLOADS: Record<string, PictureUpload> = {
  createProduct: { field: 'image', fields: productFields, path: async () => pathOf(endpoints.createProduct), as: 'admin', stored: (d) => d.picture_url },
  updateProduct: {
    field: 'image',
    fields: productFields,
    path: async ({ board }) => pathOf(endpoints.updateProduct, { id: board._id }),
    as: 'admin',
    stored: (d) => d.picture_url,
  },
  createCategory: {
    field: 'image',
    fields: async () => ({ category_name: 'Sensor Cahaya' }),
    path: async () => pathOf(endpoints.createCategory),
    as: 'admin',
    stored: (d) => d.picture_url,
  },
  updateCategory: {
    field: 'image',
    fields: async () => ({ category_name: 'Sensor Suhu' }),
    path: async ({ app }) => pathOf(endpoints.updateCategory, { id: (await firstCategory(app))._id }),
    as: 'admin',
    stored: (d) => d.picture_url,
  },
  updateProfile: {
    field: 'profile_picture',
    fields: async () => ({
      name: 'Budi Setiawan',
      phone: '081398765432',
      gender: 'Laki-laki',
      birthday: '1999-01-31',
      address: JSON.stringify(BANDUNG_ADDRESS),
    }),
    path: async () => pathOf(endpoints.updateProfile),
    as: 'buyer',
    stored: (d) => d.profile_picture_url,
  },
};

describe('every other picture the shop stores loses its metadata at upload', () => {
  it('covers every picture upload of the contract', () => {
    const notPictures = new Set(['sendPrototypeReview', 'sendAssemblyReview', 'revisePrototypeDesign', 'reviseAssemblyDesign', 'addOrderPhoto']);
    const multipartEndpoints = Object.entries(endpoints)
      .filter(([, e]) => e.bodyType === 'multipart')
      .map(([name]) => name);
    expect(multipartEndpoints.filter((name) => !notPictures.has(name)).sort()).toEqual(Object.keys(PICTURE_UPLOADS).sort());
  });

  it.each(Object.entries(PICTURE_UPLOADS))('%s stores the picture without serial, GPS, XMP or comment, still turned upright', async (name, upload) => {
    const s = scene();
    const form = multipart(await upload.fields(s), { [upload.field]: { filename: 'foto.jpg', contentType: 'image/jpeg', data: PHOTO_JPEG } });
    const answer = await json<{ data: Record<string, unknown> }>(s.app, {
      method: endpoints[name as keyof typeof endpoints].method as 'POST' | 'PUT',
      url: `/api/${await upload.path(s)}`,
      headers: { ...s[upload.as], ...form.headers },
      payload: form.payload,
    });
    expect([200, 201]).toContain(answer.status);
    expectClean((await s.app.inject({ method: 'GET', url: `/api/${String(upload.stored(answer.body.data))}` })).rawPayload);
  });
});
