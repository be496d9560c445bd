import { DEFAULT_DESIGN_CAPABILITIES } from '@pcb/contract';
import { designInspector, DEFAULT_INSPECTION_LIMITS } from '../../src/lib/design-inspector';
import { DESIGN_ZIP_TEXTS } from '../../src/lib/design-zip';
import { DESIGN_ZIP } from '../gerber-fixtures';
import { bearer, buyerToken, json, multipart, useTestApp } from '../helpers';
import { draftLimitMessage } from '../../src/modules/custom-requests/service';
import { ASSEMBLY_DRAFT, heavyZip, sendDesign } from './design-uploads';

// Issue 21: design inspection runs in a worker thread with a time cap, a memory cap and a bound on how many
// run at once (security review, finding L6: one zip inspection could hold about 150 MB, with no bound on parallel ones).
const HEAVY = heavyZip(30);
const tooHeavy = { ok: false, message: DESIGN_ZIP_TEXTS.tooHeavy };

describe('the design inspector', () => {
  it('measures a large legal design (10 MB of copper, more than a real set holds) within the default caps', async () => {
    expect(await designInspector().inspect(heavyZip(10), 'zip', 'buyer', DEFAULT_DESIGN_CAPABILITIES)).toMatchObject({
      ok: true,
      inspection: { copper_layers: 1, min_track_mm: 0.2 },
    });
  });

  it('stops an inspection at the time cap', async () => {
    expect(await designInspector({ ...DEFAULT_INSPECTION_LIMITS, timeoutMs: 150 }).inspect(HEAVY, 'zip', 'buyer', DEFAULT_DESIGN_CAPABILITIES)).toEqual(
      tooHeavy,
    );
  });

  // The control: the same 16 MB worker measures a small design, and the same heavy design passes at the default,
  // so what refuses HEAVY is its own text hitting the cap, not a worker too small to run at all.
  it('stops an inspection at the memory cap, and only the design that needs more', async () => {
    const generous = { ...DEFAULT_INSPECTION_LIMITS, timeoutMs: 60_000 };
    const small = designInspector({ ...generous, memoryMb: 16 });
    expect(await small.inspect(DESIGN_ZIP, 'zip', 'buyer', DEFAULT_DESIGN_CAPABILITIES)).toMatchObject({
      ok: true,
      inspection: { width_mm: 50, height_mm: 30 },
    });
    expect(await small.inspect(HEAVY, 'zip', 'buyer', DEFAULT_DESIGN_CAPABILITIES)).toEqual(tooHeavy);
    expect(await designInspector(generous).inspect(HEAVY, 'zip', 'buyer', DEFAULT_DESIGN_CAPABILITIES)).toMatchObject({ ok: true });
  });

  it('runs at most `atOnce` at a time, queues `waiting` more and refuses the next with 429', async () => {
    const inspector = designInspector({ ...DEFAULT_INSPECTION_LIMITS, atOnce: 1, waiting: 1 });
    const results = await Promise.allSettled(['a', 'b', 'c'].map((buyer) => inspector.inspect(DESIGN_ZIP, 'zip', buyer, DEFAULT_DESIGN_CAPABILITIES)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(results[2]).toMatchObject({ reason: { statusCode: 429, message: DESIGN_ZIP_TEXTS.busy } });
    // The bound is released after each: the next one runs.
    expect(await inspector.inspect(DESIGN_ZIP, 'zip', 'c', DEFAULT_DESIGN_CAPABILITIES)).toMatchObject({
      ok: true,
      inspection: { width_mm: 50, height_mm: 30 },
    });
  });

  // Review N3: one buyer's burst filled the shared queue, and every other buyer got 429.
  it("gives one buyer at most `perUser` places, so another buyer's design is still inspected", async () => {
    const inspector = designInspector(DEFAULT_INSPECTION_LIMITS);
    const burst = await Promise.allSettled(Array.from({ length: 10 }, () => inspector.inspect(DESIGN_ZIP, 'zip', 'greedy', DEFAULT_DESIGN_CAPABILITIES)));
    const refused = burst.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(10 - DEFAULT_INSPECTION_LIMITS.perUser);
    expect(refused[0]).toMatchObject({ reason: { statusCode: 429, message: DESIGN_ZIP_TEXTS.yourTurn } });
    const [other] = await Promise.all([
      inspector.inspect(DESIGN_ZIP, 'zip', 'other', DEFAULT_DESIGN_CAPABILITIES),
      ...Array.from({ length: 10 }, () => inspector.inspect(DESIGN_ZIP, 'zip', 'greedy', DEFAULT_DESIGN_CAPABILITIES).catch(() => null)),
    ]);
    expect(other).toMatchObject({ ok: true });
  });
});

describe('a design over the cap', () => {
  const testApp = useTestApp({ DESIGN_INSPECTION_TIMEOUT_MS: '150' });

  it('gets a clear 400 and nothing is stored', async () => {
    const app = testApp();
    const sent = await sendDesign(app, await buyerToken(app), HEAVY);
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ message: DESIGN_ZIP_TEXTS.tooHeavy, errors: [{ msg: DESIGN_ZIP_TEXTS.tooHeavy, path: 'design_file' }] });
    const [row] = await app.db.query(`SELECT status, design_file, design_inspection FROM custom_requests WHERE id = $1`, [sent.id]);
    expect(row).toEqual({ status: 'menunggu-pengajuan', design_file: null, design_inspection: null });
    expect(await app.db.query(`SELECT path FROM stored_files WHERE path LIKE 'assembly-design/%'`)).toEqual([]);
  });
});

// Review N3: a buyer at MAX_DRAFT_REQUESTS could post designs for ever, each one inspected and then refused with 409.
describe('a design sent by a buyer at the draft cap', () => {
  // Every inspection here would end at the time cap (400): a 409 shows the cap was checked first.
  const testApp = useTestApp({ MAX_DRAFT_REQUESTS: '1', DESIGN_INSPECTION_TIMEOUT_MS: '150' });

  it('gets the cap 409 without being inspected, and nothing is stored', async () => {
    const app = testApp();
    const headers = bearer(await buyerToken(app));
    const url = '/api/costom-assembly/request-costom';
    expect((await json(app, { method: 'POST', url, headers, payload: ASSEMBLY_DRAFT })).status).toBe(201);
    const fields = Object.fromEntries(Object.entries(ASSEMBLY_DRAFT).map(([name, value]) => [name, String(value)]));
    const form = multipart(fields, { design_file: { filename: 'board.zip', contentType: 'application/zip', data: HEAVY } });
    const sent = await json(app, { method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
    expect(sent).toMatchObject({ status: 409, body: { message: draftLimitMessage(1) } });
    expect(await app.db.query(`SELECT path FROM stored_files WHERE path LIKE 'assembly-design/%'`)).toEqual([]);
  });
});
