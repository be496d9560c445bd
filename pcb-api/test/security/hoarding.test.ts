import type { FastifyInstance } from 'fastify';
import { declineLimitMessage, draftLimitMessage, reviewLimitMessage } from '../../src/modules/custom-requests/service';
import { DESIGN_ZIP } from '../gerber-fixtures';
import { orderQuantityLimitMessage, unpaidLimitMessage } from '../../src/modules/transactions/service';
import { json, multipart, useTestScene } from '../helpers';
import { ASSEMBLY_FORM, approvedAssembly, orderScene, placeOrder, requestStatus, stockOf, type TestProduct } from '../orders';

/**
 * Finding M5: an unpaid order holds its stock for 24 h and nothing limited how many a buyer held, so one buyer
 * could empty the shelf for everyone; custom request drafts were unlimited too.
 */
const LIMITS = { MAX_UNPAID_ORDERS: '3', MAX_DRAFT_REQUESTS: '4', MAX_REVIEW_REQUESTS: '2', MAX_ORDER_QUANTITY: '2' };
const scene = useTestScene(orderScene, LIMITS);
let app: FastifyInstance, buyer: Record<string, string>, admin: Record<string, string>, board: TestProduct;
beforeEach(() => ({ app, buyer, admin, board } = scene()));

const unpaidCount = async () =>
  Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM transactions WHERE status IN ('menunggu-pembayaran', 'pembayaran-tertunda')`))[0].n);
const draft = () => json<{ message: string }>(app, { method: 'POST', url: '/api/costom-assembly/request-costom', headers: buyer, payload: ASSEMBLY_FORM });
const draftCount = async () =>
  Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM custom_requests WHERE status = 'menunggu-pengajuan'`))[0].n);

describe('M5: one buyer hoarding stock with unpaid orders', () => {
  it('gets 409 on the fourth unpaid order, which reserves nothing', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).status);
    const refused = await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] });
    console.log(`M5 orders: answers ${answers.join(', ')}; unpaid held ${await unpaidCount()}; stock left ${await stockOf(app, board._id)} of 5`);
    expect(answers).toEqual([201, 201, 201, 409, 409]);
    expect([refused.status, refused.body.message]).toEqual([409, unpaidLimitMessage(3)]);
    expect(await unpaidCount()).toBe(3);
    expect(await stockOf(app, board._id)).toBe(2);
  });

  it('may order again once an unpaid order is cancelled', async () => {
    const placed = [];
    for (let i = 0; i < 3; i += 1) placed.push((await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).body.data._id);
    await app.inject({ method: 'PUT', url: '/api/transaction/cancel', headers: buyer, payload: { id: placed[0] } });
    expect((await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).status).toBe(201);
  });

  it('counts every order of two concurrent checkouts against the limit', async () => {
    await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] });
    await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] });
    const statuses = await Promise.all([0, 1].map(async () => (await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] })).status));
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await unpaidCount()).toBe(3);
  });
});

describe('M5: one buyer piling up custom request drafts', () => {
  it('gets 409 past MAX_DRAFT_REQUESTS drafts (prototype and assembly together), and nothing more is stored', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await draft()).status);
    const refused = await draft();
    console.log(`M5 drafts: answers ${answers.join(', ')}; drafts held ${await draftCount()}`);
    expect(answers).toEqual([201, 201, 201, 201, 409, 409]);
    expect([refused.status, refused.body.message]).toEqual([409, draftLimitMessage(4)]);
    expect(await draftCount()).toBe(4);
  });

  it('counts every draft of concurrent creations against the limit (no count-then-insert race)', async () => {
    for (let i = 0; i < 3; i += 1) await draft();
    const statuses = await Promise.all([0, 1, 2, 3].map(async () => (await draft()).status));
    expect(statuses.sort()).toEqual([201, 409, 409, 409]);
    expect(await draftCount()).toBe(4);
  });
});

// Declining the admin's price changes sends a request back to draft: it could take a buyer past MAX_DRAFT_REQUESTS.
describe('declining a price change at the draft cap', () => {
  const decline = (id: string) =>
    json<{ message: string }>(app, { method: 'PUT', url: `/api/costom-assembly/${id}/decline-price`, headers: buyer, payload: { reason: 'Dana terbatas' } });

  it('is refused with 409 and the reason, changing nothing, so the buyer may still accept; below the cap it goes through', async () => {
    const approved = await approvedAssembly(app, buyer, admin, 700, [{ reason: 'Panel fee', amount: 45000 }]);
    const drafts = [];
    for (let i = 0; i < 4; i += 1)
      drafts.push(
        (await json<{ data: { _id: string } }>(app, { method: 'POST', url: '/api/costom-assembly/request-costom', headers: buyer, payload: ASSEMBLY_FORM }))
          .body.data._id,
      );
    expect(await decline(approved)).toMatchObject({ status: 409, body: { message: declineLimitMessage(4) } });
    expect(await requestStatus(app, approved)).toBe('disetujui');
    expect(await draftCount()).toBe(4);
    await app.inject({ method: 'DELETE', url: `/api/costom-assembly/${drafts[0]}/delete`, headers: buyer });
    expect((await decline(approved)).status).toBe(200);
    expect(await draftCount()).toBe(4);
  });
});

// Review: requests sent for review were unlimited, so one buyer could bury the back-office's queue.
describe('one buyer piling up requests in review', () => {
  const sendReview = async () => {
    const { body } = await json<{ data: { _id: string } }>(app, {
      method: 'POST',
      url: '/api/costom-assembly/request-costom',
      headers: buyer,
      payload: ASSEMBLY_FORM,
    });
    const form = multipart({}, { design_file: { filename: 'board.zip', contentType: 'application/zip', data: DESIGN_ZIP } });
    const url = `/api/costom-assembly/${body.data._id}/send-review`;
    return json<{ message: string }>(app, { method: 'PUT', url, headers: { ...buyer, ...form.headers }, payload: form.payload });
  };
  const inReview = async () => Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM custom_requests WHERE status = 'admin-review'`))[0].n);

  it('gets 409 past MAX_REVIEW_REQUESTS, and the request stays a draft', async () => {
    expect([(await sendReview()).status, (await sendReview()).status]).toEqual([200, 200]);
    const refused = await sendReview();
    expect([refused.status, refused.body.message]).toEqual([409, reviewLimitMessage(2)]);
    expect(await inReview()).toBe(2);
    expect(await draftCount()).toBe(1);
  });

  it('counts every request of concurrent sends against the limit (no count-then-send race)', async () => {
    // Drafts saved with their design are sent as they are, so no inspection (one per buyer at a time) orders the sends.
    const form = () => multipart(ASSEMBLY_FORM, { design_file: { filename: 'board.zip', contentType: 'application/zip', data: DESIGN_ZIP } });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { payload, headers } = form();
      const saved = await json<{ data: { _id: string } }>(app, {
        method: 'POST',
        url: '/api/costom-assembly/request-costom',
        headers: { ...buyer, ...headers },
        payload,
      });
      ids.push(saved.body.data._id);
    }
    const send = (id: string) => json(app, { method: 'PUT', url: `/api/costom-assembly/${id}/send-review`, headers: buyer });
    const statuses = await Promise.all(ids.map(async (id) => (await send(id)).status));
    expect(statuses.sort()).toEqual([200, 200, 409]);
    expect(await inReview()).toBe(2);
  });
});

// Review: one order could reserve a product's whole stock.
describe('one order taking the whole shelf', () => {
  it('gets 409 past MAX_ORDER_QUANTITY of one product, and reserves nothing', async () => {
    const [{ product_name: name }] = await app.db.query<{ product_name: string }>(`SELECT product_name FROM products WHERE id = $1`, [board._id]);
    const refused = await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 5 }] });
    expect([refused.status, refused.body.message]).toEqual([409, orderQuantityLimitMessage(name, 2)]);
    expect(await stockOf(app, board._id)).toBe(5);
    expect((await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 2 }] })).status).toBe(201);
  });
});
