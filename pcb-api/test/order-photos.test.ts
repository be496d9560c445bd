import type { FastifyInstance } from 'fastify';
import { MAX_ORDER_PHOTOS, ORDER_PHOTO_TEXTS, type OrderPhoto, type SharedView, type Transaction } from '@pcb/contract';
import { json, multipart, useTestScene, ZIP, type FilePart } from './helpers';
import { PHOTO_JPEG as JPEG, PHOTO_PNG as PNG, SECRETS } from './pictures';
import { orderScene, placeOrder, setOrderStatus } from './orders';

const scene = useTestScene(orderScene);
let app: FastifyInstance, buyer: Record<string, string>, admin: Record<string, string>, orderId: string;
beforeEach(async () => {
  ({ app, buyer, admin } = scene());
  orderId = (await placeOrder(app, buyer, { standart: [{ id: scene().board._id, quantity: 1 }] })).body.data._id;
});

const photoOf = (data: Buffer, filename = 'papan.png'): FilePart => ({ filename, contentType: 'application/octet-stream', data });

function attach(file: FilePart | null, id = orderId, headers = admin) {
  const form = multipart({}, file ? { photo: file } : {});
  return json<{ message: string; data: OrderPhoto }>(app, {
    method: 'POST',
    url: `/api/admin/transaction/${id}/photos`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const storedPhotos = async () => (await app.db.query<{ path: string }>(`SELECT path FROM stored_files WHERE path LIKE 'order-photo/%'`)).map((f) => f.path);
const buyersOrder = async () =>
  (await json<Transaction[]>(app, { method: 'GET', url: '/api/transaction', headers: buyer })).body.find((o) => o._id === orderId);

describe('photos of the board', () => {
  it('attaches a photo at diproses and at dikirim, each at its step, which the buyer and a share link show', async () => {
    await setOrderStatus(app, orderId, 'diproses');
    const first = await attach(photoOf(PNG));
    expect(first).toMatchObject({ status: 201, body: { message: ORDER_PHOTO_TEXTS.added, data: { status: 'diproses' } } });
    expect(first.body.data.picture_url).toMatch(/^order-photo\/[a-z0-9]+-[0-9a-f]{24}\.png$/);
    expect(first.body.data.image_url).toBe(`${app.config.filesPublicUrl}/${first.body.data.picture_url}`);
    await setOrderStatus(app, orderId, 'dikirim');
    expect((await attach(photoOf(JPEG, 'kirim.JPG'))).body.data).toMatchObject({ status: 'dikirim', picture_url: expect.stringMatching(/\.jpg$/) });

    const order = await buyersOrder();
    expect(order?.photos.map((p) => p.status)).toEqual(['diproses', 'dikirim']);
    const served = await app.inject({ method: 'GET', url: `/api/${first.body.data.picture_url}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    for (const secret of SECRETS) expect(served.rawPayload.includes(secret)).toBe(false);

    const link = await json<{ token: string }>(app, {
      method: 'POST',
      url: '/api/share-links',
      headers: buyer,
      payload: { kind: 'order', id: orderId, expires_on: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) },
    });
    const shared = (await app.inject({ method: 'GET', url: `/api/shared/${link.body.token}` })).json<SharedView>();
    expect(shared.photos).toEqual(order?.photos.map(({ _id, status, at }) => ({ _id, status, at })));
  });

  it.each(['sudah-bayar', 'selesai', 'dibatalkan-admin'])('refuses a photo at %s (409) and stores nothing', async (status) => {
    await setOrderStatus(app, orderId, status);
    expect(await attach(photoOf(PNG))).toMatchObject({ status: 409, body: { message: ORDER_PHOTO_TEXTS.wrongStatus } });
    expect(await storedPhotos()).toEqual([]);
    expect((await buyersOrder())?.photos).toEqual([]);
  });

  it('follows the picture rules of the catalogue: jpeg or png by content and name, at most 1 MB, and one is required', async () => {
    await setOrderStatus(app, orderId, 'diproses');
    const refused = [
      [photoOf(ZIP, 'papan.png'), 'Only JPEG, JPG, and PNG images are allowed!'],
      [photoOf(PNG, 'papan.gif'), 'Only JPEG, JPG, and PNG images are allowed!'],
      [photoOf(PNG.subarray(0, PNG.length - 20)), 'Only JPEG, JPG, and PNG images are allowed!'],
      [photoOf(Buffer.concat([PNG, Buffer.alloc(1024 * 1024)])), 'Image size must be at most 1MB!'],
      [null, 'Image is required!'],
    ] as const;
    for (const [file, message] of refused) {
      expect(await attach(file)).toMatchObject({ status: 400, body: { message, errors: [{ path: 'photo' }] } });
    }
    expect(await storedPhotos()).toEqual([]);
  });

  it(`keeps at most ${MAX_ORDER_PHOTOS} photos per order`, async () => {
    await setOrderStatus(app, orderId, 'diproses');
    for (let i = 0; i < MAX_ORDER_PHOTOS; i++) expect((await attach(photoOf(PNG))).status).toBe(201);
    expect(await attach(photoOf(PNG))).toMatchObject({ status: 409, body: { message: ORDER_PHOTO_TEXTS.tooMany } });
    expect(await storedPhotos()).toHaveLength(MAX_ORDER_PHOTOS);
  });

  const remove = (photoId: string, id = orderId, headers = admin) =>
    json<{ message: string }>(app, { method: 'DELETE', url: `/api/admin/transaction/${id}/photos/${photoId}`, headers });

  it('removes a photo attached by mistake with its stored file: the buyer, the share link and the file route no longer show it', async () => {
    await setOrderStatus(app, orderId, 'diproses');
    const kept = (await attach(photoOf(PNG))).body.data;
    const mistaken = (await attach(photoOf(JPEG, 'salah.jpg'))).body.data;
    const link = await json<{ token: string }>(app, {
      method: 'POST',
      url: '/api/share-links',
      headers: buyer,
      payload: { kind: 'order', id: orderId, expires_on: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) },
    });
    const sharedPhoto = (id: string) => app.inject({ method: 'GET', url: `/api/shared/${link.body.token}/photos/${id}` });
    expect((await sharedPhoto(mistaken._id)).statusCode).toBe(200);
    await setOrderStatus(app, orderId, 'selesai');

    expect(await remove(mistaken._id)).toMatchObject({ status: 200, body: { message: ORDER_PHOTO_TEXTS.removed } });
    expect((await buyersOrder())?.photos.map((p) => p._id)).toEqual([kept._id]);
    expect(await storedPhotos()).toEqual([kept.picture_url]);
    expect((await app.inject({ method: 'GET', url: `/api/${mistaken.picture_url}` })).statusCode).toBe(404);
    const shared = (await app.inject({ method: 'GET', url: `/api/shared/${link.body.token}` })).json<SharedView>();
    expect(shared.photos.map((p) => p._id)).toEqual([kept._id]);
    expect((await sharedPhoto(mistaken._id)).statusCode).toBe(404);
    expect(await remove(mistaken._id)).toMatchObject({ status: 404, body: { message: ORDER_PHOTO_TEXTS.notFound } });
  });

  it("removes only the admin's photo of that order: a buyer, no session or another order's id change nothing", async () => {
    await setOrderStatus(app, orderId, 'diproses');
    const photo = (await attach(photoOf(PNG))).body.data;
    const other = (await placeOrder(app, buyer, { standart: [{ id: scene().board._id, quantity: 1 }] })).body.data._id;
    expect((await remove(photo._id, orderId, buyer)).status).toBeGreaterThanOrEqual(401);
    expect((await remove(photo._id, orderId, {})).status).toBe(401);
    expect(await remove(photo._id, other)).toMatchObject({ status: 404, body: { message: ORDER_PHOTO_TEXTS.notFound } });
    expect((await remove('not-an-id')).status).toBe(400);
    expect(await storedPhotos()).toEqual([photo.picture_url]);
    expect((await buyersOrder())?.photos).toHaveLength(1);
  });

  it('is for the admin only, and answers 404 for an order that is not there', async () => {
    await setOrderStatus(app, orderId, 'diproses');
    expect((await attach(photoOf(PNG), orderId, buyer)).status).toBeGreaterThanOrEqual(401);
    expect((await attach(photoOf(PNG), orderId, {})).status).toBe(401);
    expect((await attach(photoOf(PNG), '0123456789abcdef01234567')).status).toBe(404);
    expect(await storedPhotos()).toEqual([]);
  });
});
