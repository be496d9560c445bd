import type { FastifyInstance } from 'fastify';
import { bearer, json, lastMailTo, multipart, newVerifiedBuyer, SEED, useTestScene, MAKEABLE_ZIP } from './helpers';
import { ASSEMBLY_FORM, ASSEMBLY_TOTAL, approvedAssembly, orderScene, placeOrder, requestStatus } from './orders';

const scene = useTestScene(orderScene);
let app: FastifyInstance, buyer: Record<string, string>, admin: Record<string, string>;
beforeEach(() => ({ app, buyer, admin } = scene()));

interface Answer {
  message: string;
  data: {
    status: string;
    final_cost: number | null;
    weight: number;
    price_changes: unknown[];
    price_agreement: string | null;
    price_decline_reason: string | null;
  };
}

const PANEL_FEE = { reason: 'Panel fee', amount: 45000 };
const answer = (id: string, step: 'accept-price' | 'decline-price', payload: object = {}, headers = buyer) =>
  json<Answer>(app, { method: 'PUT', url: `/api/costom-assembly/${id}/${step}`, headers, payload });
const sendAgain = (id: string) => {
  const form = multipart({}, { design_file: { filename: 'design.zip', contentType: 'application/zip', data: MAKEABLE_ZIP } });
  return app.inject({ method: 'PUT', url: `/api/costom-assembly/${id}/send-review`, headers: { ...buyer, ...form.headers }, payload: form.payload });
};

describe('a price the buyer agreed to', () => {
  it('needs nothing from the buyer when the admin approves without changes: the order goes through', async () => {
    const id = await approvedAssembly(app, buyer, admin);
    expect((await answer(id, 'accept-price')).status).toBe(409);
    expect((await placeOrder(app, buyer, { assembly: id })).status).toBe(201);
  });

  it('holds the checkout until the buyer accepts the named changes, then charges the changed price', async () => {
    const id = await approvedAssembly(app, buyer, admin, 700, [PANEL_FEE]);
    expect(await placeOrder(app, buyer, { assembly: id })).toMatchObject({
      status: 409,
      body: { message: 'Setujui dulu perubahan harga request custom ini di keranjang custom sebelum memesan.' },
    });
    expect(await requestStatus(app, id)).toBe('disetujui');
    expect(await answer(id, 'accept-price')).toMatchObject({
      status: 200,
      body: { data: { status: 'disetujui', price_agreement: 'disetujui-pembeli', final_cost: ASSEMBLY_TOTAL + 45000, price_changes: [PANEL_FEE] } },
    });
    expect((await answer(id, 'accept-price')).status).toBe(409);
    const order = await placeOrder(app, buyer, { assembly: id });
    expect(order.status).toBe(201);
    expect(order.body.data.total_payment).toBeGreaterThan(ASSEMBLY_TOTAL + 45000);
  });

  it('sends a declined request back to draft with the reason kept, unpriced by the admin, and lets it be reviewed again', async () => {
    const id = await approvedAssembly(app, buyer, admin, 700, [PANEL_FEE]);
    expect(await answer(id, 'decline-price', { reason: '  ' })).toMatchObject({ status: 400, body: { message: 'Alasan tidak boleh kosong!' } });
    expect(await requestStatus(app, id)).toBe('disetujui');
    expect(await answer(id, 'decline-price', { reason: 'Dana lab hanya sampai harga awal' })).toMatchObject({
      status: 200,
      body: {
        data: {
          status: 'menunggu-pengajuan',
          final_cost: null,
          weight: 0,
          price_agreement: 'ditolak-pembeli',
          price_decline_reason: 'Dana lab hanya sampai harga awal',
          price_changes: [PANEL_FEE],
        },
      },
    });
    expect((await placeOrder(app, buyer, { assembly: id })).status).toBe(409);
    expect((await answer(id, 'accept-price')).status).toBe(409);

    expect((await sendAgain(id)).statusCode).toBe(200);
    const [inReview] = (await json<Answer['data'][]>(app, { method: 'GET', url: '/api/admin/request-custom-assembly?status=admin-review', headers: admin }))
      .body;
    expect(inReview).toMatchObject({ price_decline_reason: 'Dana lab hanya sampai harga awal' });
    await app.db.query('DELETE FROM outbox');
    const again = await json<Answer>(app, { method: 'PUT', url: `/api/admin/request-custom-assembly/${id}/approve`, headers: admin, payload: { weight: 700 } });
    expect(again.body.data).toMatchObject({ status: 'disetujui', final_cost: ASSEMBLY_TOTAL, price_changes: [], price_agreement: null });
    // The second approval is mailed too, though the first one was.
    expect((await lastMailTo(app, SEED.buyerEmail)).text).toContain('Anda sudah dapat memesannya.');
    expect((await placeOrder(app, buyer, { assembly: id })).status).toBe(201);
  });

  it("answers 404 to another buyer's answer and changes nothing", async () => {
    const id = await approvedAssembly(app, buyer, admin, 700, [PANEL_FEE]);
    const other = bearer(await newVerifiedBuyer(app, 'another'));
    expect((await answer(id, 'accept-price', {}, other)).status).toBe(404);
    expect((await answer(id, 'decline-price', { reason: 'bukan punya saya' }, other)).status).toBe(404);
    expect(await requestStatus(app, id)).toBe('disetujui');
    expect((await placeOrder(app, buyer, { assembly: id })).status).toBe(409);
  });

  it('refuses a change without a reason, of 0 or a fraction, or that leaves no price, with 400 and approves nothing', async () => {
    const created = await json<{ data: { _id: string } }>(app, {
      method: 'POST',
      url: '/api/costom-assembly/request-costom',
      headers: buyer,
      payload: ASSEMBLY_FORM,
    });
    const pending = created.body.data._id;
    await sendAgain(pending);
    const approve = (price_changes: object[]) =>
      json<{ message: string }>(app, {
        method: 'PUT',
        url: `/api/admin/request-custom-assembly/${pending}/approve`,
        headers: admin,
        payload: { weight: 700, price_changes },
      });
    const cases: [object[], string][] = [
      [[{ reason: ' ', amount: 5000 }], 'Setiap perubahan harga harus diberi alasan!'],
      [[{ reason: 'x'.repeat(101), amount: 5000 }], 'Alasan perubahan harga paling panjang 100 karakter.'],
      [[{ reason: 'Panel fee', amount: 0 }], 'Perubahan harga harus berupa bilangan bulat rupiah selain 0!'],
      [[{ reason: 'Panel fee', amount: '1.5' }], 'Perubahan harga harus berupa bilangan bulat rupiah selain 0!'],
      [[{ reason: 'Panel fee' }], 'Perubahan harga harus berupa bilangan bulat rupiah selain 0!'],
      [[{ reason: 'Diskon', amount: -ASSEMBLY_TOTAL }], 'Harga akhir harus berupa bilangan bulat rupiah lebih dari 0!'],
      [Array.from({ length: 11 }, () => PANEL_FEE), 'Paling banyak 10 perubahan harga.'],
    ];
    for (const [changes, message] of cases) expect(await approve(changes)).toMatchObject({ status: 400, body: { message } });
    expect(await requestStatus(app, pending)).toBe('admin-review');
    expect(await approve([{ reason: 'Diskon kampus', amount: -20000 }])).toMatchObject({ status: 200 });
  });
});
