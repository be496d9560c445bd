import type { RequestStatus } from '@pcb/contract';
import { inspectDesignZip } from '../lib/design-zip';
import { newId } from '../lib/ids';
import { priceAssembly, pricePrototype } from '../modules/custom-requests/pricing';
import { requestRepository, type Change, type RequestKind } from '../modules/custom-requests/repository';
import { optionRepository } from '../modules/options/repository';
import type { OrderLine } from '../modules/transactions/order-lines';
import type { FileStore } from '../plugins/files';
import type { DemoBuyerRow, DemoOrderContext } from './demo-orders';
import { DAY, HOUR, MINUTE } from './demo-stamps';
import { demoGerberZip } from './gerber';
import type { Random } from './random';

export interface DemoRequestContext extends DemoOrderContext {
  files: FileStore;
}

const NAMES: Record<RequestKind, string> = { prototype: 'Costom Prototype', assembly: 'Costom Assembly' };

/** Each kind gets one request in every status but sudah-checkout (made with its order), two waiting for review. */
export const REQUEST_PLAN: readonly (readonly [RequestStatus, readonly [number, number]])[] = [
  ['menunggu-pengajuan', [2 * HOUR, 2 * DAY]],
  ['admin-review', [HOUR, 2 * DAY]],
  ['admin-review', [3 * HOUR, 3 * DAY]],
  ['disetujui', [DAY, 10 * DAY]],
  ['ditolak-admin', [5 * DAY, 60 * DAY]],
  ['dibatalkan-pembeli', [5 * DAY, 60 * DAY]],
];

/** The changes that lead to each status after the draft; `sudah-checkout` is the order's to make, at the last time. */
const PATHS: Record<RequestStatus, readonly RequestStatus[]> = {
  'menunggu-pengajuan': [],
  'admin-review': ['admin-review'],
  disetujui: ['admin-review', 'disetujui'],
  'ditolak-admin': ['admin-review', 'ditolak-admin'],
  'dibatalkan-pembeli': ['admin-review', 'dibatalkan-pembeli'],
  'sudah-checkout': ['admin-review', 'disetujui', 'sudah-checkout'],
};

/** How long after the previous change each one comes. */
const AFTER: Record<RequestStatus, readonly [number, number]> = {
  'menunggu-pengajuan': [0, 0],
  'admin-review': [20 * MINUTE, DAY],
  disetujui: [3 * HOUR, 2 * DAY],
  'ditolak-admin': [3 * HOUR, 2 * DAY],
  'dibatalkan-pembeli': [3 * HOUR, 2 * DAY],
  'sudah-checkout': [HOUR, 3 * DAY],
};

const REJECT_REASONS = [
  'File drill tidak ada di dalam zip, mohon lengkapi file Gerber.',
  'Jarak antar jalur di bawah 6 mil, belum bisa kami produksi.',
  'Outline papan tidak tertutup, mohon periksa layer Edge Cuts.',
];

function prototypeForm(random: Random): Record<string, string> {
  const layer = random.pick(['2 Layer', '2 Layer', '4 Layer']);
  return {
    board_type: 'Single Piece',
    design_in_panel: '1',
    width: random.pick(['50 mm', '100 mm', '150 mm']),
    length: random.pick(['50 mm', '100 mm']),
    quantity: random.pick(['5 pcs', '10 pcs', '20 pcs', '50 pcs']),
    layer,
    material: 'FR-4',
    material_option: random.pick(['TG 130', 'TG 150-160']),
    thickness: random.pick(['1.2 mm', '1.6 mm']),
    min_track: random.pick(['8 mil', '10 mil']),
    min_hole: '0.3 mm',
    solder_mask: random.pick(['Green', 'Green', 'Red', 'Blue', 'Black']),
    silkscreen: 'White',
    uv_printing: 'No',
    surface_finish: random.pick(['Lead Free', 'Immersion Gold']),
    finish_copper: '1 oz CU',
    ...(layer === '4 Layer' ? { inner_copper: '0.5 oz CU' } : {}),
  };
}

function assemblyForm(random: Random): Record<string, string> {
  return {
    flexible_option: random.pick(['Turnkey', 'Kitted or Consigned']),
    board_type: random.pick(['Single Piece', 'Panelized PCBs']),
    assembly_side: random.pick(['Top Side', 'Both Sides']),
    quantity: String(random.pick([10, 25, 50, 100])),
    pay_attention: random.pick(['No', 'Yes']),
    notes: random.pick(['Sensor suhu peka panas, solder manual.', 'Gunakan solder paste bebas timbal.', 'Tidak ada catatan khusus.']),
    number_unik_part: String(random.int(5, 30)),
    number_SMD_part: String(random.int(20, 120)),
    number_BGA_QFP: String(random.int(0, 2)),
    throught_hole: String(random.int(0, 12)),
    board_to_delivery: 'No',
    function_test: random.pick(['No', 'Yes']),
    cable_wire_harness_assembly: 'No',
    detail_information: random.pick(['Konektor JST di sisi atas.', 'Header pin 2,54 mm tidak perlu dipasang.', 'Komponen sesuai BOM terlampir.']),
  };
}

/** The board size the design is drawn at: the prototype form's dimensions, a 60 × 40 mm board for assemblies. */
const boardSize = (fields: Record<string, string | number>) =>
  [Number.parseInt(String(fields.width ?? '60'), 10), Number.parseInt(String(fields.length ?? '40'), 10)] as const;

/**
 * One custom request of `buyer`, priced from the price lists like the form's, taken through its changes
 * (the design zip measured and stored like an upload) so that the last one is at `lastAt`. For `sudah-checkout` it stops
 * at disetujui: the order that checks it out is placed at `lastAt`. Answers the request as an order line.
 */
export async function demoRequest(ctx: DemoRequestContext, kind: RequestKind, buyer: DemoBuyerRow, status: RequestStatus, lastAt: number): Promise<OrderLine> {
  const requests = requestRepository(ctx.tx, kind);
  const catalogue = await optionRepository(ctx.tx, kind).list();
  const { fields, total } = kind === 'prototype' ? pricePrototype(prototypeForm(ctx.random), catalogue) : priceAssembly(assemblyForm(ctx.random), catalogue);
  const path = PATHS[status];
  const gaps = path.map((step) => ctx.random.between(...AFTER[step]));
  const created = lastAt - gaps.reduce((sum, gap) => sum + gap, 0);
  const id = newId(created);
  await requests.insert(id, buyer.id, NAMES[kind], fields, total);
  const weight = ctx.random.int(2, 16) * 50;
  const [width, length] = boardSize(fields);
  const changes: Partial<Record<RequestStatus, () => Promise<Change>>> = {
    async 'admin-review'() {
      const zip = demoGerberZip(`pcb-${buyer.username}`, width, length);
      const check = await inspectDesignZip(zip);
      if (!check.ok) throw new Error(`demo design: ${check.message}`);
      const designFile = await ctx.files.put(`${kind}-design`, `demo-${id}.zip`, zip);
      return { status: 'admin-review', design_file: designFile, design_inspection: check.inspection };
    },
    disetujui: async () => ({ status: 'disetujui', weight }),
    'ditolak-admin': async () => ({ status: 'ditolak-admin', reject_reason: ctx.random.pick(REJECT_REASONS) }),
    'dibatalkan-pembeli': async () => ({ status: 'dibatalkan-pembeli' }),
  };
  let from: RequestStatus = 'menunggu-pengajuan';
  for (const step of path) {
    const change = changes[step];
    if (!change) continue;
    if (!(await requests.transition(id, [from], await change()))) throw new Error(`demo request: ${from} → ${step} refused`);
    from = step;
  }
  ctx.stamps.requests.push({ id, created_at: new Date(created), updated_at: new Date(lastAt) });
  let at = created;
  ctx.stamps.requestHistory.push({ request_id: id, status: 'menunggu-pengajuan', at: new Date(at) });
  for (const [index, step] of path.entries()) {
    at += gaps[index];
    ctx.stamps.requestHistory.push({ request_id: id, status: step, at: new Date(at) });
  }
  return { kind: `costom_${kind}`, id, name: NAMES[kind], unitPrice: Math.round(total), quantity: 1, weight };
}
