import type { FastifyInstance } from 'fastify';
import { FAULTS_UNRESOLVED } from '@pcb/contract';
import { GERBER_SET, designZipOfSize, rarOf, zipBomb, zipOf } from './gerber-fixtures';
import { singlePiece, SINGLE_PIECE_TOTAL } from './custom-forms';
import { adminToken, bearer, buyerScene, json, lastMailTo, multipart, newVerifiedBuyer, MAKEABLE_ZIP, PNG, RAR, SEED, useTestScene, ZIP } from './helpers';

const scene = useTestScene(buyerScene);
let app: FastifyInstance, buyer: Record<string, string>;
beforeEach(() => ({ app, buyer } = scene()));

interface Request {
  _id: string;
  status: string;
  total_cost: number;
  design_file: string | null;
  [field: string]: unknown;
}
interface Saved {
  message: string;
  data: Request;
  errors?: { msg: string; path?: string }[];
}

const assemblyForm = {
  flexible_option: 'Turnkey', // 50000
  board_type: 'Panelized PCBs', // 20000
  assembly_side: 'Both Sides', // 50000
  quantity: '25',
  pay_attention: 'Yes', // 25000
  notes: 'Ada sensor kelembapan yang peka panas',
  number_unik_part: '12',
  number_SMD_part: '40',
  number_BGA_QFP: '1',
  throught_hole: '6',
  board_to_delivery: 'No', // 0
  function_test: 'Yes', // 30000
  cable_wire_harness_assembly: 'No', // 0
  detail_information: 'Pasang konektor JST di sisi atas.',
};
const ASSEMBLY_TOTAL = 50000 + 20000 + 50000 + 25000 + 30000;

/** The stored prototype designs, to show that a refused upload leaves nothing stored. */
const storedDesigns = async () =>
  (await app.db.query<{ path: string }>(`SELECT path FROM stored_files WHERE path LIKE 'prototype-design/%' ORDER BY path`)).map((f) => f.path);

const createPrototype = (payload: object, headers = buyer) =>
  json<Saved>(app, { method: 'POST', url: '/api/costom-prototype/request-costom', headers, payload });
const createAssembly = (payload: object, headers = buyer) => json<Saved>(app, { method: 'POST', url: '/api/costom-assembly/request-costom', headers, payload });
const sendReview = (kind: string, id: string, file?: { filename: string; data: Buffer }, headers = buyer) => {
  const form = multipart({}, file ? { design_file: { ...file, contentType: 'application/octet-stream' } } : {});
  return json<Saved>(app, { method: 'PUT', url: `/api/costom-${kind}/${id}/send-review`, headers: { ...headers, ...form.headers }, payload: form.payload });
};

describe('creating custom requests', () => {
  it('saves a prototype draft (201) with the server-computed total, ignoring a tampered one', async () => {
    const { status, body } = await createPrototype({ ...singlePiece, total_cost: '1' });
    expect(status).toBe(201);
    expect(body.message).toBe('Product added successfully');
    expect(body.data).toMatchObject({ ...singlePiece, name: 'Costom Prototype', status: 'menunggu-pengajuan', total_cost: SINGLE_PIECE_TOTAL, weight: 0 });
  });

  it('counts only the fields relevant to the chosen board type and layer', async () => {
    const hidden = { x_out: 'Not Accept', panel_Requirement: 'Yes', route_process: 'V-Cut', copper_layer: 'Inner Layer', inner_copper: '1 oz CU' };
    const { body } = await createPrototype({ ...singlePiece, ...hidden });
    expect(body.data.total_cost).toBe(SINGLE_PIECE_TOTAL);
    expect(body.data).not.toHaveProperty('x_out');
    expect(body.data).not.toHaveProperty('inner_copper');
  });

  it('prices a Panel by Polibatam, one-layer board with its extra fields, in the client spellings', async () => {
    const panel = {
      ...singlePiece,
      board_type: 'Panel by Polibatam', // 15000 instead of 35000
      layer: '1 Layer', // 20000 instead of 40000
      panel_Requirement: 'Yes', // 10000
      notes: 'Rail 5 mm di kedua sisi',
      route_process: 'V-Cut', // 5000
      x_out: 'Accept', // 0
      copper_layer: 'Top Layer', // 0
      solder_mask_position: 'Top & Bottom', // 5000
      silkscreen_position: 'Top', // 0
      edge_conector: 'Yes', // 20000
      via_process: 'Plugged with Solder Mask', // 5000
    };
    const { status, body } = await createPrototype(panel);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ panel_Requirement: 'Yes', edge_conector: 'Yes', via_process: 'Plugged with Solder Mask' });
    expect(body.data).not.toHaveProperty('x_out');
    expect(body.data.total_cost).toBe(SINGLE_PIECE_TOTAL - 20000 - 20000 + 10000 + 5000 + 5000 + 20000 + 5000);
  });

  it('accepts a Panel by Polibatam without x out, and drops an x out chosen before (spec §5)', async () => {
    const panel = { ...singlePiece, board_type: 'Panel by Polibatam', panel_Requirement: 'No', notes: 'Rail 5 mm', route_process: 'V-Cut' };
    const without = await createPrototype(panel);
    expect(without.status).toBe(201);
    const panelTotal = SINGLE_PIECE_TOTAL - 35000 + 15000 + 5000;
    expect(without.body.data.total_cost).toBe(panelTotal);
    const withHidden = await createPrototype({ ...panel, x_out: 'Not Accept' }); // 5000 if it counted
    expect(withHidden.body.data.total_cost).toBe(panelTotal);
    expect(withHidden.body.data).not.toHaveProperty('x_out');
  });

  it("names the first missing field in the form's order, shown sections included", async () => {
    expect((await createPrototype({ ...singlePiece, board_type: 'Panel by Polibatam', design_in_panel: '' })).body).toMatchObject({
      message: 'Mohon pilih "panel Requirement"!',
    });
    expect((await createPrototype({ ...singlePiece, board_type: 'Panel by Customer' })).body.message).toBe('Mohon pilih "x out"!');
    expect((await createPrototype({ ...singlePiece, layer: '1 Layer' })).body.message).toBe('Mohon pilih "copper layer"!');
    expect((await createPrototype({ ...singlePiece, layer: '1 Layer', design_in_panel: '' })).body.message).toBe('Mohon pilih "design in panel"!');
    const { status, body } = await createPrototype({ ...singlePiece, min_hole: ' ' });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ msg: 'Mohon pilih "min hole"!', path: 'min_hole', location: 'body' }]);
  });

  it('refuses an option that is not on the price list', async () => {
    const { status, body } = await createPrototype({ ...singlePiece, solder_mask: 'Gold' });
    expect(status).toBe(400);
    expect(body.message).toBe('Pilihan "solder mask" tidak valid!');
    expect((await createPrototype({ ...singlePiece, material_option: 'TG 999' })).status).toBe(400);
  });

  it('accepts the same form as multipart and as URL-encoded fields', async () => {
    const form = multipart({ ...singlePiece, total_cost: '999' });
    const asMultipart = await json<Saved>(app, {
      method: 'POST',
      url: '/api/costom-prototype/request-costom',
      headers: { ...buyer, ...form.headers },
      payload: form.payload,
    });
    expect(asMultipart).toMatchObject({ status: 201, body: { data: { total_cost: SINGLE_PIECE_TOTAL } } });
    const asUrlEncoded = await json<Saved>(app, {
      method: 'POST',
      url: '/api/costom-prototype/request-costom',
      headers: { ...buyer, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(singlePiece).toString(),
    });
    expect(asUrlEncoded).toMatchObject({ status: 201, body: { data: { total_cost: SINGLE_PIECE_TOTAL } } });
  });

  it('saves an assembly draft with numbers stored as numbers and the server total', async () => {
    const { status, body } = await createAssembly({ ...assemblyForm, quantity: 25, total_cost: 5 });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ name: 'Costom Assembly', quantity: 25, number_SMD_part: 40, throught_hole: 6, total_cost: ASSEMBLY_TOTAL });
  });

  it('requires every assembly field and whole-number counts', async () => {
    expect((await createAssembly({ ...assemblyForm, notes: '' })).body.message).toBe('Mohon pilih "notes"!');
    expect((await createAssembly({ ...assemblyForm, number_unik_part: undefined })).body.message).toBe('Mohon pilih "number unik part"!');
    expect((await createAssembly({ ...assemblyForm, quantity: '0' })).body.message).toBe('Mohon isi "quantity" dengan angka yang valid!');
    expect((await createAssembly({ ...assemblyForm, number_BGA_QFP: 'dua' })).status).toBe(400);
  });

  it("lists only the caller's own requests, newest first", async () => {
    const first = (await createPrototype(singlePiece)).body.data;
    const second = (await createPrototype({ ...singlePiece, solder_mask: 'Blue' })).body.data;
    const other = bearer(await newVerifiedBuyer(app, 'another'));
    await createPrototype(singlePiece, other);
    const { body } = await json<Request[]>(app, { method: 'GET', url: '/api/costom-prototype/api/transaksi', headers: buyer });
    expect(body.map((r) => r._id)).toEqual([second._id, first._id]);
    expect((await json(app, { method: 'GET', url: '/api/costom-assembly/api/transaksi', headers: buyer })).body).toEqual([]);
  });
});

describe('send-review and the design file', () => {
  it('attaches a zip under a generated name and moves the draft to admin-review', async () => {
    const draft = (await createPrototype(singlePiece)).body.data;
    const { status, body } = await sendReview('prototype', draft._id, { filename: 'gerber rev-A.zip', data: ZIP });
    expect(status).toBe(200);
    expect(body.message).toBe('Product updated successfully');
    expect(body.data.status).toBe('admin-review');
    expect(body.data.design_file).toMatch(/^prototype-design\/[a-z0-9]+-[0-9a-f]{24}\.zip$/);
  });

  it('accepts a rar for an assembly, stored in the assembly folder', async () => {
    const draft = (await createAssembly(assemblyForm)).body.data;
    const { body } = await sendReview('assembly', draft._id, { filename: 'bom.rar', data: RAR });
    expect(body.data.design_file).toMatch(/^assembly-design\/.+\.rar$/);
  });

  it.each([
    ['no file', undefined, 'Mohon sertakan file desain anda!'],
    ['a PNG renamed .zip', { filename: 'design.zip', data: PNG }, 'Only .zip or .rar files are allowed.'],
    ['a zip named .pdf', { filename: 'design.pdf', data: ZIP }, 'Only .zip or .rar files are allowed.'],
    ['a zip named .rar', { filename: 'design.rar', data: ZIP }, 'Only .zip or .rar files are allowed.'],
    ['2 097 153 bytes', { filename: 'big.zip', data: designZipOfSize(2_097_153) }, 'File size must be less than 2MB.'],
    [
      'bytes that only start like a zip',
      { filename: 'rusak.zip', data: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 3)]) },
      'File .zip rusak atau tidak dapat dibuka!',
    ],
    [
      'bytes that only start like a rar',
      { filename: 'rusak.rar', data: Buffer.concat([RAR.subarray(0, 8), Buffer.alloc(64, 4)]) },
      'File .rar rusak atau tidak dapat dibuka!',
    ],
    [
      'a rar whose header asks unrar for a 512 MB dictionary',
      { filename: 'a.rar', data: rarOf(GERBER_SET, { dictionaryBits: 12 }) },
      'File .rar terlalu berat untuk diperiksa (melebihi batas waktu atau memori pemeriksaan). Periksa isinya, lalu kirim ulang.',
    ],
    [
      'a zip with a ../evil.gbr entry',
      { filename: 'a.zip', data: zipOf({ ...GERBER_SET, '../evil.gbr': GERBER_SET['board.GTL'] }) },
      'File .zip berisi path yang tidak diizinkan (path absolut atau "..")!',
    ],
    [
      'a zip bomb',
      { filename: 'bom.zip', data: zipBomb(2, 26 * 1024 * 1024) },
      'Isi file .zip melebihi batas (maksimal 500 file dan 50 MB setelah diekstrak)!',
    ],
    [
      'a zip holding only a readme',
      { filename: 'a.zip', data: zipOf({ 'readme.txt': 'File Gerber menyusul.' }) },
      'File .zip tidak berisi file Gerber atau file drill!',
    ],
  ])('refuses %s and stores nothing', async (_, file, message) => {
    const draft = (await createPrototype(singlePiece)).body.data;
    const before = await storedDesigns();
    const { status, body } = await sendReview('prototype', draft._id, file);
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ msg: message, path: 'design_file', location: 'body' }]);
    const [row] = await app.db.query(`SELECT status, design_file, design_inspection FROM custom_requests WHERE id = $1`, [draft._id]);
    expect(row).toEqual({ status: 'menunggu-pengajuan', design_file: null, design_inspection: null });
    expect(await storedDesigns()).toEqual(before);
  });

  it('accepts exactly 2 097 152 bytes', async () => {
    const draft = (await createPrototype(singlePiece)).body.data;
    const file = { filename: 'max.zip', data: designZipOfSize(2_097_152) };
    expect(file.data.length).toBe(2_097_152);
    expect((await sendReview('prototype', draft._id, file)).status).toBe(200);
  });

  it('measures the board of a zip and answers it, with the design checks against the request, to the buyer and the admin', async () => {
    const draft = (await createPrototype(singlePiece)).body.data;
    const inspection = {
      width_mm: 50,
      height_mm: 30,
      copper_layers: 2,
      min_hole_mm: 0.8,
      min_track_mm: 0.1,
      warnings: [expect.objectContaining({ field: 'min_track', found: '0,1 mm (3,9 mil)', ordered: '0,203 mm (8 mil)' })],
      files: [
        { name: 'board.GKO', layer: 'outline' },
        { name: 'board.GTL', layer: 'copper-top' },
        { name: 'board.GBL', layer: 'copper-bottom' },
        { name: 'board.TXT', layer: 'drill' },
      ],
      // The design-rule report (contract/src/design-rules.test.ts checks it on real boards), with the order's side filled in.
      rules: expect.arrayContaining([
        expect.objectContaining({ rule: 'outline', result: 'pass', ordered: null }),
        expect.objectContaining({ rule: 'size', result: 'pass', ordered: '100 × 50 mm' }),
        expect.objectContaining({ rule: 'drill', ordered: 'min. 0,3 mm' }),
        expect.objectContaining({ rule: 'track', result: 'cannot-be-made', ordered: '0,203 mm (8 mil)', capability: '0,2 mm (7,9 mil)' }),
      ]),
    };
    expect((await sendReview('prototype', draft._id, { filename: 'board.zip', data: ZIP })).body.data.design_inspection).toEqual(inspection);
    const own = await json<Request[]>(app, { method: 'GET', url: '/api/costom-prototype/api/transaksi', headers: buyer });
    expect(own.body[0].design_inspection).toEqual(inspection);
    const admin = bearer(await adminToken(app));
    const listed = await json<Request[]>(app, { method: 'GET', url: '/api/admin/request-custom-prototype?status=admin-review', headers: admin });
    expect(listed.body[0].design_inspection).toEqual(inspection);
  });

  it('measures a rar as it does a zip, and a draft has no inspection', async () => {
    const draft = (await createAssembly(assemblyForm)).body.data;
    expect(draft.design_inspection).toBeNull();
    const sent = (await sendReview('assembly', draft._id, { filename: 'bom.rar', data: RAR })).body.data;
    expect(sent.design_inspection).toMatchObject({ width_mm: 50, height_mm: 30, copper_layers: 2 });
  });

  it("answers 404 for another buyer's request and 409 when it is no longer a draft", async () => {
    const draft = (await createPrototype(singlePiece)).body.data;
    const other = bearer(await newVerifiedBuyer(app, 'another'));
    expect(await sendReview('prototype', draft._id, { filename: 'a.zip', data: ZIP }, other)).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
    await sendReview('prototype', draft._id, { filename: 'a.zip', data: ZIP });
    expect((await sendReview('prototype', draft._id, { filename: 'a.zip', data: ZIP })).status).toBe(409);
  });
});

describe('a design sent with the form (Gerber first)', () => {
  const createWithDesign = (file: { filename: string; data: Buffer }, fields: Record<string, string> = singlePiece) => {
    const form = multipart(fields, { design_file: { ...file, contentType: 'application/zip' } });
    return json<Saved>(app, { method: 'POST', url: '/api/costom-prototype/request-costom', headers: { ...buyer, ...form.headers }, payload: form.payload });
  };

  it('keeps the checked, measured zip with the draft (201)', async () => {
    const before = await storedDesigns();
    const { status, body } = await createWithDesign({ filename: 'board.zip', data: ZIP });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ status: 'menunggu-pengajuan', total_cost: SINGLE_PIECE_TOTAL });
    expect(body.data.design_file).toMatch(/^prototype-design\/.+\.zip$/);
    expect(body.data.design_inspection).toMatchObject({ copper_layers: expect.any(Number) });
    expect(await storedDesigns()).toEqual([...before, body.data.design_file].sort());
  });

  it('refuses a file that is not a design like send-review does, and keeps neither draft nor file', async () => {
    const before = await storedDesigns();
    expect(await createWithDesign({ filename: 'board.zip', data: PNG })).toMatchObject({
      status: 400,
      body: { message: 'Only .zip or .rar files are allowed.' },
    });
    expect(await createWithDesign({ filename: 'board.zip', data: zipOf({ 'readme.txt': 'bukan gerber' }) })).toMatchObject({ status: 400 });
    const { layer: _layer, ...withoutLayer } = singlePiece;
    expect((await createWithDesign({ filename: 'board.zip', data: ZIP }, withoutLayer)).status).toBe(400);
    expect((await json<Request[]>(app, { method: 'GET', url: '/api/costom-prototype/api/transaksi', headers: buyer })).body).toEqual([]);
    expect(await storedDesigns()).toEqual(before);
  });

  it('sends such a draft for review without attaching the design again', async () => {
    const draft = (await createWithDesign({ filename: 'board.zip', data: ZIP })).body.data;
    const { status, body } = await sendReview('prototype', draft._id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'admin-review', design_file: draft.design_file });
  });

  it('sends a newly attached design as the next revision, keeping the earlier file in the history', async () => {
    const draft = (await createWithDesign({ filename: 'board.zip', data: ZIP })).body.data;
    const { body } = await sendReview('prototype', draft._id, { filename: 'rev-b.zip', data: ZIP });
    expect(body.data).toMatchObject({ design_revision: 2 });
    expect(body.data.design_file).not.toBe(draft.design_file);
    expect(await storedDesigns()).toEqual([draft.design_file, body.data.design_file].sort());
  });

  it('still asks for the design when a draft has none', async () => {
    const draft = (await createPrototype(singlePiece)).body.data;
    expect(await sendReview('prototype', draft._id)).toMatchObject({ status: 400, body: { message: 'Mohon sertakan file desain anda!' } });
  });

  it('removes the kept design with a deleted draft', async () => {
    const draft = (await createWithDesign({ filename: 'board.zip', data: ZIP })).body.data;
    expect(await storedDesigns()).toContain(draft.design_file);
    await json(app, { method: 'DELETE', url: `/api/costom-prototype/${draft._id}/delete`, headers: buyer });
    expect(await storedDesigns()).not.toContain(draft.design_file);
  });
});

describe('cancel and delete', () => {
  it('deletes a draft, only the owner, only as a draft', async () => {
    const draft = (await createPrototype(singlePiece)).body.data;
    const other = bearer(await newVerifiedBuyer(app, 'another'));
    const url = `/api/costom-prototype/${draft._id}/delete`;
    expect(await json(app, { method: 'DELETE', url, headers: other })).toMatchObject({ status: 404, body: { message: 'Request id not found!' } });
    expect(await json(app, { method: 'DELETE', url, headers: buyer })).toMatchObject({ status: 200, body: { message: 'Request deleted successfully' } });
    const sent = (await createPrototype(singlePiece)).body.data;
    await sendReview('prototype', sent._id, { filename: 'a.zip', data: ZIP });
    expect((await json(app, { method: 'DELETE', url: `/api/costom-prototype/${sent._id}/delete`, headers: buyer })).status).toBe(409);
  });

  it("cancels from admin-review, not from a draft, not someone else's", async () => {
    const draft = (await createPrototype(singlePiece)).body.data;
    const url = `/api/costom-prototype/${draft._id}/cancel`;
    expect((await json(app, { method: 'PUT', url, headers: buyer })).status).toBe(409);
    await sendReview('prototype', draft._id, { filename: 'a.zip', data: ZIP });
    const other = bearer(await newVerifiedBuyer(app, 'another'));
    expect(await json(app, { method: 'PUT', url, headers: other })).toMatchObject({ status: 404, body: { message: 'request not found' } });
    expect(await json(app, { method: 'PUT', url, headers: buyer })).toMatchObject({
      status: 200,
      body: { message: 'request Canceled ', data: { status: 'dibatalkan-pembeli' } },
    });
  });
});

describe('editing a draft and copying a rejected request', () => {
  const update = (id: string, payload: object, headers = buyer) =>
    json<Saved>(app, { method: 'PUT', url: `/api/costom-prototype/${id}/request-costom`, headers, payload });
  const copy = (id: string, headers = buyer) => json<Saved>(app, { method: 'POST', url: `/api/costom-prototype/${id}/copy`, headers });
  const rejectAsAdmin = async (id: string) => {
    await sendReview('prototype', id, { filename: 'a.zip', data: ZIP });
    const admin = bearer(await adminToken(app));
    await json(app, { method: 'PUT', url: `/api/admin/request-custom-prototype/${id}/reject`, headers: admin, payload: { reason: 'Ukuran tidak sesuai' } });
  };

  it('saves a draft again with the new form, priced by the server (200)', async () => {
    const draft = (await createPrototype(singlePiece)).body.data;
    const oneLayer = { ...singlePiece, layer: '1 Layer', copper_layer: 'Top Layer', solder_mask_position: 'Top & Bottom', silkscreen_position: 'Top' };
    const { status, body } = await update(draft._id, { ...oneLayer, total_cost: 1 });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ _id: draft._id, status: 'menunggu-pengajuan', layer: '1 Layer', copper_layer: 'Top Layer' });
    expect(body.data.total_cost).toBe(SINGLE_PIECE_TOTAL - 40000 + 20000 + 5000);
    const [listed] = (await json<Request[]>(app, { method: 'GET', url: '/api/costom-prototype/api/transaksi', headers: buyer })).body;
    expect(listed).toMatchObject({ _id: draft._id, layer: '1 Layer', total_cost: body.data.total_cost });
  });

  it('checks an edited form like a new one and keeps the draft as it was', async () => {
    const draft = (await createPrototype(singlePiece)).body.data;
    const { layer: _layer, ...withoutLayer } = singlePiece;
    expect(await update(draft._id, withoutLayer)).toMatchObject({ status: 400, body: { message: 'Mohon pilih "layer"!' } });
    const [listed] = (await json<Request[]>(app, { method: 'GET', url: '/api/costom-prototype/api/transaksi', headers: buyer })).body;
    expect(listed).toMatchObject({ layer: '2 Layer', total_cost: SINGLE_PIECE_TOTAL });
  });

  it("edits only the owner's request (404), only as a draft (409)", async () => {
    const draft = (await createPrototype(singlePiece)).body.data;
    const other = bearer(await newVerifiedBuyer(app, 'another'));
    expect((await update(draft._id, singlePiece, other)).status).toBe(404);
    await sendReview('prototype', draft._id, { filename: 'a.zip', data: ZIP });
    expect(await update(draft._id, singlePiece)).toMatchObject({
      status: 409,
      body: { message: 'Request hanya dapat diubah saat berstatus menunggu-pengajuan.' },
    });
  });

  it('copies a rejected request into a new draft with the same form and its own copy of the design (201)', async () => {
    const rejected = (await createPrototype(singlePiece)).body.data;
    await rejectAsAdmin(rejected._id);
    const { status, body } = await copy(rejected._id);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      ...singlePiece,
      status: 'menunggu-pengajuan',
      total_cost: SINGLE_PIECE_TOTAL,
      reject_reason: null,
      final_cost: null,
    });
    expect(body.data._id).not.toBe(rejected._id);
    const listed = (await json<Request[]>(app, { method: 'GET', url: '/api/costom-prototype/api/transaksi', headers: buyer })).body;
    expect(listed.map((r) => r.status)).toEqual(['menunggu-pengajuan', 'ditolak-admin']);
    const original = listed[1];
    expect(body.data.design_file).toMatch(/^prototype-design\/.+\.zip$/);
    expect(body.data.design_file).not.toBe(original.design_file);
    expect(body.data).toMatchObject({ design_file_name: 'a.zip', design_inspection: original.design_inspection });
    // Deleting the copy leaves the original's design downloadable.
    await json(app, { method: 'DELETE', url: `/api/costom-prototype/${body.data._id}/delete`, headers: buyer });
    const download = await app.inject({ method: 'GET', url: `/api/download/${String(original.design_file)}`, headers: buyer });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(ZIP)).toBe(true);
  });

  it("copies only the owner's request (404), only when rejected (409)", async () => {
    const draft = (await createPrototype(singlePiece)).body.data;
    expect(await copy(draft._id)).toMatchObject({ status: 409, body: { message: 'Hanya request yang ditolak admin yang dapat disalin.' } });
    await rejectAsAdmin(draft._id);
    const other = bearer(await newVerifiedBuyer(app, 'another'));
    expect((await copy(draft._id, other)).status).toBe(404);
    expect((await json<Request[]>(app, { method: 'GET', url: '/api/costom-prototype/api/transaksi', headers: buyer })).body).toHaveLength(1);
  });
});

describe('admin review', () => {
  let admin: Record<string, string>;
  let reviewId: string;
  beforeEach(async () => {
    admin = bearer(await adminToken(app));
    reviewId = (await createPrototype(singlePiece)).body.data._id;
    await sendReview('prototype', reviewId, { filename: 'a.zip', data: MAKEABLE_ZIP });
  });

  const list = (query: string) => json<Request[]>(app, { method: 'GET', url: `/api/admin/request-custom-prototype${query}`, headers: admin });

  it.each(['?status=admin-review', '?status[]=admin-review&status[]=disetujui', '?status=admin-review&status=ditolak-admin'])(
    'filters by status given as %s, with the username',
    async (query) => {
      const { status, body } = await list(query);
      expect(status).toBe(200);
      expect(body).toHaveLength(1);
      expect(body[0]).toMatchObject({ _id: reviewId, id_user: { username: 'budi' } });
    },
  );

  it('answers 200 [] when nothing has the status', async () => {
    expect(await list('?status=sudah-checkout')).toMatchObject({ status: 200, body: [] });
  });

  it('approves with a weight in grams, only from admin-review', async () => {
    const url = `/api/admin/request-custom-prototype/${reviewId}/approve`;
    for (const weight of [0, '-5', 'berat', '1.5', undefined]) {
      expect((await json(app, { method: 'PUT', url, headers: admin, payload: { weight } })).body).toMatchObject({
        message: 'Berat produk harus lebih besar dari 0!',
      });
    }
    expect(await json(app, { method: 'PUT', url, headers: admin, payload: { weight: '250' } })).toMatchObject({
      status: 200,
      body: { data: { status: 'disetujui', weight: 250, id_user: { username: 'budi' } } },
    });
    expect((await json(app, { method: 'PUT', url, headers: admin, payload: { weight: 300 } })).status).toBe(409);
  });

  it("approves a design a check found cannot be made only with the admin's word that it was settled with the buyer", async () => {
    const faulty = (await createPrototype(singlePiece)).body.data._id;
    await sendReview('prototype', faulty, { filename: 'thin-tracks.zip', data: ZIP });
    const url = `/api/admin/request-custom-prototype/${faulty}/approve`;
    const approve = (payload: object) => json<Saved>(app, { method: 'PUT', url, headers: admin, payload: { weight: 250, ...payload } });
    for (const unresolved of [{}, { resolved_with_buyer: false }]) {
      expect(await approve(unresolved)).toMatchObject({
        status: 400,
        body: { errors: [{ msg: FAULTS_UNRESOLVED, path: 'resolved_with_buyer', location: 'body' }] },
      });
    }
    expect((await list('?status=admin-review')).body.map((request) => request._id)).toContain(faulty);
    expect(await approve({ resolved_with_buyer: true })).toMatchObject({ status: 200, body: { data: { status: 'disetujui' } } });
  });

  it('stores the current price as the final price when the admin gives none', async () => {
    const url = `/api/admin/request-custom-prototype/${reviewId}/approve`;
    const { body } = await json<Saved>(app, { method: 'PUT', url, headers: admin, payload: { weight: 250, final_cost: '' } });
    expect(body.data).toMatchObject({ total_cost: SINGLE_PIECE_TOTAL, final_cost: SINGLE_PIECE_TOTAL });
  });

  it('approves at a final price that is the price the buyer saw plus named changes, refusing anything else with 400 and changing nothing', async () => {
    const url = `/api/admin/request-custom-prototype/${reviewId}/approve`;
    const approve = (payload: object) => json<Saved>(app, { method: 'PUT', url, headers: admin, payload: { weight: 250, ...payload } });
    for (const final_cost of [0, -1000, '12.500', 1.5, 'seratus', '1000000000']) {
      expect(await approve({ final_cost })).toMatchObject({ status: 400, body: { message: 'Harga akhir harus berupa bilangan bulat rupiah lebih dari 0!' } });
    }
    expect(await approve({ final_cost: '250000' })).toMatchObject({
      status: 400,
      body: { message: 'Harga akhir harus sama dengan harga saat diajukan ditambah perubahan harga!' },
    });
    expect((await list('?status=admin-review')).body[0]).toMatchObject({ status: 'admin-review', final_cost: null, weight: 0, price_changes: [] });
    const changes = [
      { reason: 'Panel fee', amount: 100000 },
      { reason: 'Extra layer', amount: 250000 - SINGLE_PIECE_TOTAL - 100000 },
    ];
    expect(await approve({ final_cost: '250000', price_changes: changes })).toMatchObject({
      status: 200,
      body: { data: { status: 'disetujui', total_cost: SINGLE_PIECE_TOTAL, final_cost: 250000, price_changes: changes, price_agreement: 'menunggu-pembeli' } },
    });
    const [own] = (await json<Request[]>(app, { method: 'GET', url: '/api/costom-prototype/api/transaksi', headers: buyer })).body;
    expect(own).toMatchObject({ total_cost: SINGLE_PIECE_TOTAL, final_cost: 250000, price_changes: changes });
  });

  it('mails the buyer the final price and each named change on approval, and the reason on rejection, linking to the custom cart', async () => {
    await json(app, {
      method: 'PUT',
      url: `/api/admin/request-custom-prototype/${reviewId}/approve`,
      headers: admin,
      payload: { weight: 250, price_changes: [{ reason: 'Panel fee', amount: 250000 - SINGLE_PIECE_TOTAL }] },
    });
    const approved = await lastMailTo(app, SEED.buyerEmail);
    expect(approved.subject).toBe('Request custom Anda disetujui');
    expect(approved.text).toContain('Costom Prototype Anda telah disetujui admin dengan total biaya Rp. 250.000.');
    expect(approved.text).toContain(`Panel fee: +Rp. ${(250000 - SINGLE_PIECE_TOTAL).toLocaleString('id-ID')}`);
    expect(approved.text).toContain('Buka keranjang custom Anda: http://127.0.0.1:3000/keranjang/costom-product');
    await app.db.query('DELETE FROM outbox');
    const second = (await createPrototype(singlePiece)).body.data._id;
    await sendReview('prototype', second, { filename: 'a.zip', data: ZIP });
    await json(app, {
      method: 'PUT',
      url: `/api/admin/request-custom-prototype/${second}/reject`,
      headers: admin,
      payload: { reason: 'Ukuran papan tidak sesuai file' },
    });
    const rejected = await lastMailTo(app, SEED.buyerEmail);
    expect(rejected.subject).toBe('Request custom Anda ditolak');
    expect(rejected.text).toContain('Costom Prototype Anda ditolak admin dengan alasan: Ukuran papan tidak sesuai file');
    expect(rejected.text).toContain('/keranjang/costom-product');
  });

  it('rejects with a reason, only from admin-review', async () => {
    const url = `/api/admin/request-custom-prototype/${reviewId}/reject`;
    expect(await json(app, { method: 'PUT', url, headers: admin, payload: { reason: '  ' } })).toMatchObject({
      status: 400,
      body: { message: 'Alasan tidak boleh kosong!' },
    });
    expect(await json(app, { method: 'PUT', url, headers: admin, payload: { reason: 'Desain tidak lengkap' } })).toMatchObject({
      status: 200,
      body: { data: { status: 'ditolak-admin', reject_reason: 'Desain tidak lengkap' } },
    });
    expect((await json(app, { method: 'PUT', url, headers: admin, payload: { reason: 'lagi' } })).status).toBe(409);
  });

  it('keeps the review for admins', async () => {
    expect((await json(app, { method: 'GET', url: '/api/admin/request-custom-prototype', headers: buyer })).body).toEqual({
      message: 'Forbidden: Anda bukan admin',
    });
  });
});

describe('design downloads', () => {
  let file: string;
  beforeEach(async () => {
    const draft = (await createPrototype(singlePiece)).body.data;
    const sent = await sendReview('prototype', draft._id, { filename: 'desain saya.zip', data: ZIP });
    file = String(sent.body.data.design_file).split('/')[1];
  });
  const download = (name: string, headers: Record<string, string>) => app.inject({ method: 'GET', url: `/api/download/prototype-design/${name}`, headers });

  it('sends the owner the file as an attachment named as it was sent, with nosniff', async () => {
    const response = await download(file, buyer);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(ZIP)).toBe(true);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="desain saya.zip"; filename*=UTF-8''desain%20saya.zip`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends it to an admin too, under the same name', async () => {
    const response = await download(file, bearer(await adminToken(app)));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="desain saya.zip"; filename*=UTF-8''desain%20saya.zip`);
  });

  it('lists the design by the name the buyer sent, sanitised, for the buyer and the admin, and downloads it under that name', async () => {
    const draft = (await createPrototype(singlePiece)).body.data;
    // A path, a right-to-left override (would read `Papan Labpiz.exe`) and a non-ASCII letter.
    const sent = await sendReview('prototype', draft._id, { filename: 'C:\\lab\\Papan Lab\u202Eexe.zip (é).zip', data: ZIP });
    const shown = 'Papan Labexe.zip (é).zip';
    expect(sent.body.data).toMatchObject({ design_file_name: shown, design_file: expect.stringMatching(/^prototype-design\/[a-z0-9]+-[0-9a-f]{24}\.zip$/) });
    const own = (await json<Request[]>(app, { method: 'GET', url: '/api/costom-prototype/api/transaksi', headers: buyer })).body;
    expect(own.find((r) => r._id === draft._id)).toMatchObject({ design_file_name: shown });
    const admin = bearer(await adminToken(app));
    const listed = (await json<Request[]>(app, { method: 'GET', url: '/api/admin/request-custom-prototype', headers: admin })).body;
    expect(listed.find((r) => r._id === draft._id)).toMatchObject({ design_file_name: shown });
    const revisions = await json<{ design_file_name: string }[]>(app, {
      method: 'GET',
      url: `/api/admin/request-custom-prototype/${draft._id}/revisions`,
      headers: admin,
    });
    expect(revisions.body.map((r) => r.design_file_name)).toEqual([shown]);
    const response = await download(String(sent.body.data.design_file).split('/')[1], admin);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Papan Labexe.zip (_).zip"; filename*=UTF-8''Papan%20Labexe.zip%20%28%C3%A9%29.zip`,
    );
  });

  it('downloads a design stored before names were kept under its stored name', async () => {
    await app.db.query(`UPDATE stored_files SET original_name = NULL WHERE path = $1`, [`prototype-design/${file}`]);
    expect((await download(file, buyer)).headers['content-disposition']).toBe(`attachment; filename="${file}"; filename*=UTF-8''${file}`);
    const [listed] = (await json<Request[]>(app, { method: 'GET', url: '/api/costom-prototype/api/transaksi', headers: buyer })).body;
    expect(listed.design_file_name).toBe(file);
  });

  it('refuses another buyer and callers without a session', async () => {
    const other = bearer(await newVerifiedBuyer(app, 'another'));
    expect((await download(file, other)).statusCode).toBe(404);
    expect((await download(file, {})).statusCode).toBe(401);
  });

  it.each(['..%2F..%2Fpackage.json', '..%5Cwin.ini', 'a%2Fb.zip'])('answers 400 for the name %s', async (name) => {
    const response = await download(name, buyer);
    expect(response.statusCode).toBe(400);
  });

  it('keeps the design folders private', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/prototype-design/${file}` })).statusCode).toBe(404);
  });
});
