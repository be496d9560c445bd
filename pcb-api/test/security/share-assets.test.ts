import { endpoints, pathOf, type Endpoint, type SharedView, type ShareLink } from '@pcb/contract';
import { json, multipart, useTestScene } from '../helpers';
import { approvedAssembly, orderScene, placeOrder, setOrderStatus } from '../orders';
import { PHOTO_PNG } from '../pictures';

/**
 * A share link's page was closed by revoking or expiring it, but its photos were served from the public
 * file root by their stored names: whoever had opened the page kept them for ever. Every address the page
 * uses now goes through the link, and this walks each one the contract has.
 */
const scene = useTestScene(orderScene);

const SHARE_ASSETS = Object.values(endpoints as Record<string, Endpoint>).filter((e) => e.path.startsWith('shared/:token/'));

async function sharedOrderWithPhoto() {
  const { app, buyer, admin } = scene();
  const order = (await placeOrder(app, buyer, { assembly: await approvedAssembly(app, buyer, admin) })).body.data;
  await setOrderStatus(app, order._id, 'diproses');
  const form = multipart({}, { photo: { filename: 'papan.png', contentType: 'image/png', data: PHOTO_PNG } });
  const photo = await json<{ data: { _id: string; picture_url: string } }>(app, {
    method: 'POST',
    url: `/api/admin/transaction/${order._id}/photos`,
    headers: { ...admin, ...form.headers },
    payload: form.payload,
  });
  const expires_on = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const link = await json<{ token: string; data: ShareLink }>(app, {
    method: 'POST',
    url: '/api/share-links',
    headers: buyer,
    payload: { kind: 'order', id: order._id, expires_on },
  });
  return { token: link.body.token, linkId: link.body.data._id, photo: photo.body.data };
}

/** Every address the shared page reads: the view, then each asset route with the ids the view names. */
async function pageAddresses(token: string): Promise<string[]> {
  const view = await scene().app.inject({ method: 'GET', url: `/api/shared/${token}` });
  expect(view.statusCode).toBe(200);
  const photos = view.json<SharedView>().photos;
  expect(photos.length).toBeGreaterThan(0);
  const assets = SHARE_ASSETS.flatMap((e) => (e.path.includes(':id') ? photos.map((p) => pathOf(e, { token, id: p._id })) : [pathOf(e, { token })]));
  // A stored file the view names itself (an image_url of the public file root) is an address of the page too.
  const files = [...view.body.matchAll(/[a-z-]+\/[A-Za-z0-9-]+\.(?:png|jpg|zip|pdf)/g)].map((m) => m[0]);
  return [`shared/${token}`, ...assets, ...files].map((path) => `/api/${path}`);
}

const statuses = async (urls: string[]) => Promise.all(urls.map(async (url) => (await scene().app.inject({ method: 'GET', url })).statusCode));

describe("a share link's photos and files close with it", () => {
  it('walks the view, the design, the document and every photo: 200 while open', async () => {
    const { token } = await sharedOrderWithPhoto();
    const urls = await pageAddresses(token);
    expect(SHARE_ASSETS.map((e) => e.path).sort()).toEqual(['shared/:token/design', 'shared/:token/document', 'shared/:token/photos/:id']);
    expect(await statuses(urls)).toEqual(urls.map(() => 200));
  });

  it('never shows the page the stored name of a photo, which the public file root would serve without the link', async () => {
    const { token, photo } = await sharedOrderWithPhoto();
    const view = await scene().app.inject({ method: 'GET', url: `/api/shared/${token}` });
    expect(view.body).not.toContain(photo.picture_url.split('/')[1]);
  });

  it('answers 410 on every one of them once the link is revoked', async () => {
    const { app, buyer } = scene();
    const { token, linkId } = await sharedOrderWithPhoto();
    const urls = await pageAddresses(token);
    expect((await app.inject({ method: 'DELETE', url: `/api/share-links/${linkId}`, headers: buyer })).statusCode).toBe(200);
    console.log(`share assets walked after revoke: ${urls.length} addresses`);
    expect(await statuses(urls)).toEqual(urls.map(() => 410));
  });

  it('answers 410 on every one of them once the link has expired', async () => {
    const { token } = await sharedOrderWithPhoto();
    const urls = await pageAddresses(token);
    await scene().app.db.query(`UPDATE share_links SET expires_at = now() - interval '1 second'`);
    expect(await statuses(urls)).toEqual(urls.map(() => 410));
  });

  it('answers 404 for a photo of another order through a live link', async () => {
    const first = await sharedOrderWithPhoto();
    const second = await sharedOrderWithPhoto();
    const photoId = (await scene().app.inject({ method: 'GET', url: `/api/shared/${second.token}` })).json<SharedView>().photos[0]._id;
    expect((await scene().app.inject({ method: 'GET', url: `/api/shared/${first.token}/photos/${photoId}` })).statusCode).toBe(404);
  });
});
