import type { OrderPhoto, SharedView } from '@pcb/contract';
import { json, multipart, useTestScene } from '../helpers';
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
      const served = (await app.inject({ method: 'GET', url })).rawPayload;
      expect(served.length).toBeGreaterThan(0);
      for (const secret of SECRETS) expect(served.includes(secret)).toBe(false);
      const exif = served.indexOf('MM\0*', 0, 'latin1');
      expect(served.readUInt16BE(exif + 18)).toBe(ORIENTATION);
    }
  });
});
