import type { FastifyInstance } from 'fastify';
import { CAPABILITY_TEXTS, DEFAULT_DESIGN_CAPABILITIES, type DesignCapabilities, type DesignRuleCheck } from '@pcb/contract/domain';
import { adminScene, bearer, buyerToken, json, ZIP, useTestScene } from './helpers';
import { sendDesign } from './security/design-uploads';

const scene = useTestScene(adminScene);
let app: FastifyInstance, admin: Record<string, string>;
beforeEach(() => ({ app, admin } = scene()));

const read = async () => json<DesignCapabilities>(app, { method: 'GET', url: '/api/design-capabilities' });
const save = (payload: object, headers = admin) =>
  json<DesignCapabilities & { message?: string; errors?: { msg: string; path: string }[] }>(app, {
    method: 'PUT',
    url: '/api/admin/design-capabilities',
    headers,
    payload,
  });
const trackRule = (answer: { body: { data?: { design_inspection: unknown } } }) =>
  (answer.body.data!.design_inspection as { rules: DesignRuleCheck[] }).rules.find((c) => c.rule === 'track')!;

describe("the centre's capabilities", () => {
  it('are the defaults of a small university fab until an admin saves, for anyone to read', async () => {
    expect(await read()).toMatchObject({ status: 200, body: DEFAULT_DESIGN_CAPABILITIES });
  });

  it('are saved by an admin, typed with the Indonesian comma, and read back by everyone', async () => {
    const saved = await save({ ...DEFAULT_DESIGN_CAPABILITIES, min_track_mm: '0,15', layer_counts: '4, 1, 2, 2' });
    expect(saved).toMatchObject({ status: 200, body: { ...DEFAULT_DESIGN_CAPABILITIES, min_track_mm: 0.15, layer_counts: [1, 2, 4] } });
    expect((await read()).body).toEqual(saved.body);
  });

  it('refuse a save with a clear Indonesian message at each wrong field, and keep what was there', async () => {
    const refused = await save({ ...DEFAULT_DESIGN_CAPABILITIES, min_track_mm: '', min_drill_mm: 7, max_width_mm: 'tiga ratus', layer_counts: [] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ path: 'min_track_mm', msg: 'Lebar jalur terkecil wajib diisi.' }),
      expect.objectContaining({ path: 'max_width_mm', msg: 'Lebar papan terbesar harus berupa angka dari 5 sampai 2.000 mm.' }),
      expect.objectContaining({ path: 'max_drill_mm', msg: CAPABILITY_TEXTS.drillRange }),
      expect.objectContaining({ path: 'layer_counts', msg: CAPABILITY_TEXTS.noLayers }),
    ]);
    expect((await read()).body).toEqual(DEFAULT_DESIGN_CAPABILITIES);
  });

  it('are saved by an admin only', async () => {
    expect((await save(DEFAULT_DESIGN_CAPABILITIES, {})).status).toBe(401);
    expect((await save(DEFAULT_DESIGN_CAPABILITIES, bearer(await buyerToken(app)))).status).toBe(403);
  });

  it('hold for the next inspection once saved, and leave the stored ones as they were', async () => {
    const buyer = await buyerToken(app);
    const before = await sendDesign(app, buyer, ZIP);
    expect(trackRule(before)).toMatchObject({ result: 'cannot-be-made', found: '0,1 mm (3,9 mil)', capability: '0,2 mm (7,9 mil)' });
    await save({ ...DEFAULT_DESIGN_CAPABILITIES, min_track_mm: 0.05 });
    const after = await sendDesign(app, buyer, ZIP);
    expect(trackRule(after)).toMatchObject({ result: 'pass', found: '0,1 mm (3,9 mil)', capability: '0,05 mm (2 mil)' });
    const own = await json<{ _id: string; design_inspection: { rules: DesignRuleCheck[] } }[]>(app, {
      method: 'GET',
      url: '/api/costom-assembly/api/transaksi',
      headers: bearer(buyer),
    });
    const kept = own.body.find((request) => request._id === before.id)!;
    expect(kept.design_inspection.rules.find((c) => c.rule === 'track')).toMatchObject({ result: 'cannot-be-made', capability: '0,2 mm (7,9 mil)' });
  });
});
