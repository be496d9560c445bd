import { DEFAULT_DESIGN_CAPABILITIES } from '@pcb/contract/domain';
import { designInspector, DEFAULT_INSPECTION_LIMITS } from '../../src/lib/design-inspector';
import { designArchiveTexts, DESIGN_ZIP_TEXTS } from '../../src/lib/design-zip';
import { DESIGN_ZIP, GERBER_SET, PACKED_EMPTY, rarOf } from '../gerber-fixtures';
import { bearer, buyerToken, json, multipart, useTestApp } from '../helpers';
import { draftLimitMessage } from '../../src/modules/custom-requests/service';
import { ASSEMBLY_DRAFT, heavyZip, sendDesign } from './design-uploads';

// Issue 21: design inspection runs in a process of its own with a time cap, a memory cap and a bound on how many
// run at once (security review, finding L6: one zip inspection could hold about 150 MB, with no bound on parallel ones).
const HEAVY = heavyZip(30);
const tooHeavy = { ok: false, message: DESIGN_ZIP_TEXTS.tooHeavy };
const tooHeavyRar = { ok: false, message: designArchiveTexts('rar').tooHeavy };

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

  // Issue 35: the cap holds the inspection's whole process. From the sources it starts at about 65 MB (Node, and the
  // sources transpiled; 110 MB on a first run, which loads the transpiler), so 128 MB leaves a small design room and
  // none for a heavy one.
  const capped = { ...DEFAULT_INSPECTION_LIMITS, timeoutMs: 60_000, memoryMb: 128 };

  // The control: the same capped process measures a small design, and the same heavy design passes at the default,
  // so what refuses HEAVY is its own work hitting the cap, not a process too small to run at all.
  it('stops an inspection at the memory cap, and only the design that needs more', async () => {
    const small = designInspector(capped);
    expect(await small.inspect(DESIGN_ZIP, 'zip', 'buyer', DEFAULT_DESIGN_CAPABILITIES)).toMatchObject({
      ok: true,
      inspection: { width_mm: 50, height_mm: 30 },
    });
    expect(await small.inspect(HEAVY, 'zip', 'buyer', DEFAULT_DESIGN_CAPABILITIES)).toEqual(tooHeavy);
    expect(
      await designInspector({ ...capped, memoryMb: DEFAULT_INSPECTION_LIMITS.memoryMb }).inspect(HEAVY, 'zip', 'buyer', DEFAULT_DESIGN_CAPABILITIES),
    ).toMatchObject({
      ok: true,
    });
  });

  // Review N3: the cap was V8's heap only. A .rar's dictionary is unrar's WebAssembly memory, outside the heap: 64 MB,
  // as much as MAX_RAR_DICTIONARY_BYTES lets through, took a worker whose heap stayed near 16 MB to about 85 MB more.
  it('counts memory outside V8 too: a design is refused for the dictionary unrar zeroes, and passes with a small one', async () => {
    const withDictionary = (dictionaryBits: number) => rarOf({ ...GERBER_SET, 'notes.txt': PACKED_EMPTY }, { dictionaryBits });
    const small = designInspector(capped);
    expect(await small.inspect(withDictionary(0), 'rar', 'buyer', DEFAULT_DESIGN_CAPABILITIES)).toMatchObject({ ok: true });
    expect(await small.inspect(withDictionary(9), 'rar', 'buyer', DEFAULT_DESIGN_CAPABILITIES)).toEqual(tooHeavyRar);
    expect(await designInspector().inspect(withDictionary(9), 'rar', 'buyer', DEFAULT_DESIGN_CAPABILITIES)).toMatchObject({ ok: true });
    expect(small.queue()).toEqual({ running: 0, waiting: 0 });
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

// Issue 35: an inspection killed at the whole-memory cap is the buyer's clear refusal, and leaves the draft, the
// store and the buyer's place in the pool as they were.
describe('a design over the memory cap', () => {
  const testApp = useTestApp({ DESIGN_INSPECTION_MEMORY_MB: '128' });

  it('gets the clear 400, keeps the draft as it was, and the same draft takes the next design', async () => {
    const app = testApp();
    const token = await buyerToken(app);
    const heavyRar = rarOf({ ...GERBER_SET, 'notes.txt': PACKED_EMPTY }, { dictionaryBits: 9 });
    const refused = await sendDesign(app, token, heavyRar, { filename: 'board.rar' });
    expect(refused).toMatchObject({ status: 400, body: { message: tooHeavyRar.message, errors: [{ msg: tooHeavyRar.message, path: 'design_file' }] } });
    const draft = `SELECT status, design_file, design_inspection FROM custom_requests WHERE id = $1`;
    expect(await app.db.query(draft, [refused.id])).toEqual([{ status: 'menunggu-pengajuan', design_file: null, design_inspection: null }]);
    expect(await app.db.query(`SELECT path FROM stored_files WHERE path LIKE 'assembly-design/%'`)).toEqual([]);
    // Its place was given back: the same buyer's next design is inspected at once, into the same draft.
    expect(await sendDesign(app, token, DESIGN_ZIP, { draftId: refused.id })).toMatchObject({ status: 200 });
    expect(await app.db.query(draft, [refused.id])).toEqual([expect.objectContaining({ status: 'admin-review', design_file: expect.any(String) })]);
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
