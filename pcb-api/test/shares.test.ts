import { createHash } from 'node:crypto';
import { SHARE_MESSAGES, type SharedView, type ShareLink } from '@pcb/contract';
import { formatRupiah, orderNumber } from '@pcb/contract/domain';
import { bearer, json, newVerifiedBuyer, SEED, useTestScene, MAKEABLE_ZIP } from './helpers';
import { approvedAssembly, ASSEMBLY_FORM, ASSEMBLY_TOTAL, orderScene, placeOrder, setOrderStatus } from './orders';
import { pdfText } from './pdf-text';

const scene = useTestScene(orderScene);

/** `YYYY-MM-DD`, `days` from today in Jakarta. */
function dayFromNow(days: number): string {
  const jakarta = new Date(Date.now() + 7 * 3_600_000);
  return new Date(Date.UTC(jakarta.getUTCFullYear(), jakarta.getUTCMonth(), jakarta.getUTCDate() + days)).toISOString().slice(0, 10);
}

async function share(headers: Record<string, string>, kind: string, id: string, expires_on = dayFromNow(7)) {
  return json<{ data: ShareLink; token: string; message: string }>(scene().app, {
    method: 'POST',
    url: '/api/share-links',
    headers,
    payload: { kind, id, expires_on },
  });
}

const open = (token: string, tail = '') => scene().app.inject({ method: 'GET', url: `/api/shared/${token}${tail}` });

async function sharedOrder() {
  const { app, buyer, admin } = scene();
  const requestId = await approvedAssembly(app, buyer, admin);
  const order = await placeOrder(app, buyer, { assembly: requestId });
  const link = await share(buyer, 'order', order.body.data._id);
  return { order: order.body.data, token: link.body.token, requestId };
}

describe('share links', () => {
  it('opens an approved request without an account: specification, price, design checks and status, and its quote', async () => {
    const { app, buyer, admin } = scene();
    const id = await approvedAssembly(app, buyer, admin, 700, [{ reason: 'Biaya panel', amount: 15000 }]);
    const created = await share(buyer, 'assembly', id);
    expect(created.status).toBe(201);

    const view = await open(created.body.token);
    expect(view.statusCode).toBe(200);
    const shown = view.json<SharedView>();
    expect(shown).toMatchObject({ kind: 'assembly', status: 'disetujui', shipping: null, total: ASSEMBLY_TOTAL + 15000, document: 'penawaran' });
    expect(shown.lines).toEqual([
      { name: 'Costom Assembly', quantity: 1, price: ASSEMBLY_TOTAL },
      { name: 'Biaya panel', quantity: 1, price: 15000 },
    ]);
    expect(shown.request?.specification).toContainEqual({ label: expect.any(String), value: 'Sensor kelembapan' });
    expect(shown.request?.design_inspection?.copper_layers).toBeGreaterThan(0);
    expect(shown.request?.has_design).toBe(true);

    const design = await open(created.body.token, '/design');
    expect(design.statusCode).toBe(200);
    expect(design.rawPayload.equals(MAKEABLE_ZIP)).toBe(true);

    const pdf = await open(created.body.token, '/document');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('PENAWARAN HARGA');
    expect(text).toContain('Ongkos kirim (dihitung saat checkout)');
    expect(text).toContain('PCB Polibatam');
    expect(text).toMatch(/Nomor : PH\/\d{4}\/\d{2}\/[0-9A-F]{8}/);
    expect(text).toContain('Berlaku sampai');
    expect(text).toContain(`Total ${formatRupiah(ASSEMBLY_TOTAL + 15000)}`);
  });

  it('keeps an unguessable token: 256 bits in the link, only its SHA-256 in the database', async () => {
    const { app, buyer, admin } = scene();
    const { body } = await share(buyer, 'assembly', await approvedAssembly(app, buyer, admin));
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await app.db.query<{ token_hash: string }>(`SELECT token_hash FROM share_links`);
    expect(row.token_hash).toBe(createHash('sha256').update(body.token).digest('hex'));
    expect(JSON.stringify(await app.db.query(`SELECT * FROM share_links`))).not.toContain(body.token);
  });

  it("shows an order's lines, shipping and total but never the buyer's e-mail, phone or address, and prints its proforma then its invoice", async () => {
    const { app, buyer } = scene();
    const { order, token } = await sharedOrder();
    const shown = (await open(token)).json<SharedView>();
    expect(shown).toMatchObject({
      kind: 'order',
      title: orderNumber(order._id),
      status: 'menunggu-pembayaran',
      document: 'proforma',
      total: order.total_payment,
    });
    expect(shown.shipping).toBeGreaterThan(0);
    const [own] = (
      await json<{ id_user: { email: string; phone: string; address: Record<string, string> } }[]>(app, {
        method: 'GET',
        url: '/api/transaction',
        headers: buyer,
      })
    ).body;
    const body = JSON.stringify(shown);
    for (const secret of [own.id_user.email, SEED.buyerEmail, own.id_user.phone, own.id_user.address.detail_address, own.id_user.address.village_name])
      if (secret) expect(body).not.toContain(secret);

    const proforma = await pdfText((await open(token, '/document')).rawPayload);
    expect(proforma).toContain('PROFORMA INVOICE');
    expect(proforma).toContain(`Total ${formatRupiah(order.total_payment)}`);
    expect(proforma).toContain('Ongkos kirim (JNE REG)');
    expect(proforma).not.toContain(SEED.buyerEmail);

    await setOrderStatus(app, order._id, 'sudah-bayar');
    const invoice = await pdfText((await open(token, '/document')).rawPayload);
    expect(invoice).toContain('INVOICE');
    expect(invoice).toContain('LUNAS');
    expect(invoice).toMatch(/INV\/\d{4}\/\d{2}\/[0-9A-F]{8}/);
  });

  it('refuses a revoked link and an expired one with their own Indonesian message, and an unknown one with 404', async () => {
    const { app, buyer } = scene();
    const { token } = await sharedOrder();
    const [link] = (await json<ShareLink[]>(app, { method: 'GET', url: '/api/share-links', headers: buyer })).body;
    expect(link.revoked_at).toBeNull();

    await app.db.query(`UPDATE share_links SET expires_at = now() - interval '1 second'`);
    expect((await open(token)).statusCode).toBe(410);
    expect((await open(token)).json()).toMatchObject({ message: SHARE_MESSAGES.expired });
    expect((await open(token, '/document')).statusCode).toBe(410);

    await app.db.query(`UPDATE share_links SET expires_at = now() + interval '1 day'`);
    const revoked = await app.inject({ method: 'DELETE', url: `/api/share-links/${link._id}`, headers: buyer });
    expect(revoked.statusCode).toBe(200);
    expect((await open(token)).json()).toMatchObject({ message: SHARE_MESSAGES.revoked });
    expect((await open(token, '/design')).statusCode).toBe(410);

    expect((await open('A'.repeat(43))).statusCode).toBe(404);
    expect((await open('A'.repeat(43))).json()).toMatchObject({ message: SHARE_MESSAGES.notFound });
  });

  it("lets no buyer share, revoke or print another buyer's request or order", async () => {
    const { app, buyer } = scene();
    const { order } = await sharedOrder();
    const other = bearer(await newVerifiedBuyer(app, 'pembeli_lain'));
    expect((await share(other, 'order', order._id)).status).toBe(404);
    const [link] = (await json<ShareLink[]>(app, { method: 'GET', url: '/api/share-links', headers: buyer })).body;
    expect((await app.inject({ method: 'DELETE', url: `/api/share-links/${link._id}`, headers: other })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/documents/order/${order._id}`, headers: other })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/documents/order/${order._id}`, headers: buyer })).statusCode).toBe(200);
    expect((await json<ShareLink[]>(app, { method: 'GET', url: '/api/share-links', headers: other })).body).toEqual([]);
  });

  it('takes an expiry from tomorrow to 90 days ahead, and no day that does not exist', async () => {
    const { app, buyer, admin } = scene();
    const id = await approvedAssembly(app, buyer, admin);
    for (const day of [dayFromNow(0), dayFromNow(91), '2026-02-31', '2026-13-01']) {
      const refused = await share(buyer, 'assembly', id, day);
      expect([refused.status, refused.body.message]).toEqual([400, SHARE_MESSAGES.badExpiry]);
    }
    expect((await share(buyer, 'assembly', id, dayFromNow(1))).status).toBe(201);
    expect((await share(buyer, 'assembly', id, dayFromNow(90))).status).toBe(201);
  });

  it('has no document for a request not yet approved', async () => {
    const { app, buyer } = scene();
    const draft = await json<{ data: { _id: string } }>(app, {
      method: 'POST',
      url: '/api/costom-assembly/request-costom',
      headers: buyer,
      payload: ASSEMBLY_FORM,
    });
    const { body } = await share(buyer, 'assembly', draft.body.data._id);
    expect((await open(body.token)).json<SharedView>().document).toBeNull();
    expect((await open(body.token, '/document')).json()).toMatchObject({ message: SHARE_MESSAGES.noDocument });
  });
});
