import { designInspector, DEFAULT_INSPECTION_LIMITS } from '../../src/lib/design-inspector';
import { DESIGN_ZIP_TEXTS } from '../../src/lib/design-zip';
import { DESIGN_ZIP } from '../gerber-fixtures';
import { buyerToken, useTestApp } from '../helpers';
import { heavyZip, sendDesign } from './design-uploads';

// Issue 21: design inspection runs in a worker thread with a time cap, a memory cap and a bound on how many
// run at once (security review, finding L6: one zip inspection could hold about 150 MB, with no bound on parallel ones).
const HEAVY = heavyZip(30);
const tooHeavy = { ok: false, message: DESIGN_ZIP_TEXTS.tooHeavy };

describe('the design inspector', () => {
  it('measures a large legal design (10 MB of copper, more than a real set holds) within the default caps', async () => {
    expect(await designInspector().inspect(heavyZip(10))).toMatchObject({ ok: true, inspection: { copper_layers: 1, min_track_mm: 0.2 } });
  });

  it('stops an inspection at the time cap', async () => {
    expect(await designInspector({ ...DEFAULT_INSPECTION_LIMITS, timeoutMs: 150 }).inspect(HEAVY)).toEqual(tooHeavy);
  });

  it('stops an inspection at the memory cap', async () => {
    const generous = { ...DEFAULT_INSPECTION_LIMITS, timeoutMs: 60_000 };
    expect(await designInspector({ ...generous, memoryMb: 16 }).inspect(HEAVY)).toEqual(tooHeavy);
  });

  it('runs at most `atOnce` at a time, queues `waiting` more and refuses the next with 429', async () => {
    const inspector = designInspector({ ...DEFAULT_INSPECTION_LIMITS, atOnce: 1, waiting: 1 });
    const results = await Promise.allSettled([inspector.inspect(DESIGN_ZIP), inspector.inspect(DESIGN_ZIP), inspector.inspect(DESIGN_ZIP)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(results[2]).toMatchObject({ reason: { statusCode: 429, message: DESIGN_ZIP_TEXTS.busy } });
    // The bound is released after each: the next one runs.
    expect(await inspector.inspect(DESIGN_ZIP)).toMatchObject({ ok: true, inspection: { width_mm: 50, height_mm: 30 } });
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
