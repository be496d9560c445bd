import type { FastifyInstance } from 'fastify';
import { REVISION_TEXTS, type DesignRevision } from '@pcb/contract';
import { twoLayerBoard, zipOf } from './gerber-fixtures';
import { bearer, json, multipart, newVerifiedBuyer, PNG, RAR, useTestScene, type FilePart } from './helpers';
import { orderScene } from './orders';
import { singlePiece } from './custom-forms';

const scene = useTestScene(orderScene);
let app: FastifyInstance, buyer: Record<string, string>, admin: Record<string, string>;
beforeEach(() => ({ app, buyer, admin } = scene()));

interface Request {
  _id: string;
  status: string;
  design_file: string | null;
  design_revision: number;
  reject_reason: string | null;
}

const BOARD_50 = zipOf(twoLayerBoard(50, 30));
const BOARD_80 = zipOf(twoLayerBoard(80, 30));
const zip = (data: Buffer, filename = 'board.zip'): FilePart => ({ filename, contentType: 'application/zip', data });

async function draftWith(design: Buffer, headers = buyer): Promise<Request> {
  const form = multipart(singlePiece, { design_file: zip(design) });
  const saved = await json<{ data: Request }>(app, {
    method: 'POST',
    url: '/api/costom-prototype/request-costom',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  return saved.body.data;
}

function upload(step: 'revise' | 'send-review', id: string, file: FilePart | null, headers = buyer) {
  const form = multipart({}, file ? { design_file: file } : {});
  return json<{ message: string; data: Request }>(app, {
    method: 'PUT',
    url: `/api/costom-prototype/${id}/${step}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}
const revise = (id: string, file: FilePart | null, headers = buyer) => upload('revise', id, file, headers);
const history = (id: string, headers = buyer) => json<DesignRevision[]>(app, { method: 'GET', url: `/api/costom-prototype/${id}/revisions`, headers });
const adminHistory = (id: string) => json<DesignRevision[]>(app, { method: 'GET', url: `/api/admin/request-custom-prototype/${id}/revisions`, headers: admin });
const storedDesigns = async () =>
  (await app.db.query<{ path: string }>(`SELECT path FROM stored_files WHERE path LIKE 'prototype-design/%' ORDER BY path`)).map((f) => f.path);
const setStatus = (id: string, status: string, reason: string | null = null) =>
  app.db.query(`UPDATE custom_requests SET status = $2, reject_reason = COALESCE($3, reject_reason) WHERE id = $1`, [id, status, reason]);

describe('design revisions', () => {
  it('keeps every earlier design with its inspection and time, and says what the checks measure differently', async () => {
    const draft = await draftWith(BOARD_50);
    expect(draft.design_revision).toBe(1);
    const revised = await revise(draft._id, zip(BOARD_80, 'board rev-B.zip'));
    expect(revised).toMatchObject({ status: 200, body: { message: REVISION_TEXTS.added, data: { status: 'menunggu-pengajuan', design_revision: 2 } } });
    expect(revised.body.data.design_file).not.toBe(draft.design_file);

    const { status, body } = await history(draft._id);
    expect(status).toBe(200);
    expect(body.map((r) => [r.number, r.design_file])).toEqual([
      [2, revised.body.data.design_file],
      [1, draft.design_file],
    ]);
    expect(body[1]).toMatchObject({ changes: null, design_inspection: { width_mm: 50, height_mm: 30 } });
    expect(Date.parse(body[1].attached_at)).toBeLessThanOrEqual(Date.parse(body[0].attached_at));
    // 80 × 30 mm no longer fits the ordered 100 × 50 mm? It does; what changed is the size the files measure.
    expect(body[0].changes).toContainEqual(expect.objectContaining({ name: expect.any(String), found_before: '50 × 30 mm', found_after: '80 × 30 mm' }));
    expect(body[0].changes?.every((change) => change.found_before !== change.found_after || change.result_before !== change.result_after)).toBe(true);
    expect((await adminHistory(draft._id)).body).toEqual(body);

    // Both files stay downloadable by their owner.
    for (const revision of body) {
      const file = await app.inject({ method: 'GET', url: `/api/download/${revision.design_file}`, headers: buyer });
      expect(file.statusCode).toBe(200);
    }
  });

  it('reports a pass turning into a fail between revisions', async () => {
    const draft = await draftWith(BOARD_50);
    // 120 × 30 mm overruns the ordered 100 × 50 mm board.
    await revise(draft._id, zip(zipOf(twoLayerBoard(120, 30))));
    const [latest] = (await history(draft._id)).body;
    const size = latest.changes?.find((change) => change.found_after === '120 × 30 mm');
    expect(size).toMatchObject({ found_before: '50 × 30 mm', result_before: 'pass' });
    expect(size?.result_after).not.toBe('pass');
  });

  it('keeps the design a send-review replaces as the earlier revision', async () => {
    const draft = await draftWith(BOARD_50);
    const sent = await upload('send-review', draft._id, zip(BOARD_80));
    expect(sent.body.data).toMatchObject({ status: 'admin-review', design_revision: 2 });
    expect((await history(draft._id)).body.map((r) => r.design_file)).toEqual([sent.body.data.design_file, draft.design_file]);
    expect(await storedDesigns()).toEqual([draft.design_file, sent.body.data.design_file].sort());
  });

  it('makes a request the admin rejected a draft again, its reason kept, to be sent anew', async () => {
    const draft = await draftWith(BOARD_50);
    await setStatus(draft._id, 'ditolak-admin', 'Perkecil papan ke 50 × 30 mm');
    const revised = await revise(draft._id, zip(BOARD_80));
    expect(revised.body.data).toMatchObject({ status: 'menunggu-pengajuan', reject_reason: 'Perkecil papan ke 50 × 30 mm', design_revision: 2 });
    expect((await upload('send-review', draft._id, null)).body.data.status).toBe('admin-review');
  });

  it.each(['admin-review', 'disetujui', 'sudah-checkout', 'dibatalkan-pembeli'])('refuses a revision at %s (409), changing nothing', async (status) => {
    const draft = await draftWith(BOARD_50);
    await setStatus(draft._id, status);
    expect(await revise(draft._id, zip(BOARD_80))).toMatchObject({ status: 409, body: { message: REVISION_TEXTS.wrongStatus } });
    expect((await history(draft._id)).body).toHaveLength(1);
    expect(await storedDesigns()).toEqual([draft.design_file]);
  });

  it('refuses a file that is not a design as send-review does, keeping the history and storing nothing', async () => {
    const draft = await draftWith(BOARD_50);
    expect(await revise(draft._id, zip(PNG))).toMatchObject({ status: 400, body: { message: 'Only .zip or .rar files are allowed.' } });
    expect(await revise(draft._id, null)).toMatchObject({ status: 400, body: { message: 'Mohon sertakan file desain anda!' } });
    expect(await revise(draft._id, zip(zipOf({ 'readme.txt': 'bukan gerber' })))).toMatchObject({ status: 400 });
    expect((await history(draft._id)).body.map((r) => r.number)).toEqual([1]);
    expect(await storedDesigns()).toEqual([draft.design_file]);
  });

  it('measures a .rar revision and compares it as it does a .zip', async () => {
    const draft = await draftWith(BOARD_80);
    await revise(draft._id, { filename: 'board.rar', contentType: 'application/vnd.rar', data: RAR });
    const [latest] = (await history(draft._id)).body;
    expect(latest).toMatchObject({ number: 2, design_inspection: { width_mm: 50, height_mm: 30 } });
    expect(latest.changes).toContainEqual(expect.objectContaining({ found_before: '80 × 30 mm', found_after: '50 × 30 mm' }));
  });

  it("answers 404 for another buyer's request, to revise or to read", async () => {
    const draft = await draftWith(BOARD_50);
    const other = bearer(await newVerifiedBuyer(app, 'pembeli_lain'));
    expect((await revise(draft._id, zip(BOARD_80), other)).status).toBe(404);
    expect((await history(draft._id, other)).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/download/${draft.design_file}`, headers: other })).statusCode).toBe(404);
    expect((await history(draft._id)).body).toHaveLength(1);
  });

  it('removes every revision with a deleted draft', async () => {
    const draft = await draftWith(BOARD_50);
    await revise(draft._id, zip(BOARD_80));
    expect(await storedDesigns()).toHaveLength(2);
    await json(app, { method: 'DELETE', url: `/api/costom-prototype/${draft._id}/delete`, headers: buyer });
    expect(await storedDesigns()).toEqual([]);
  });
});
