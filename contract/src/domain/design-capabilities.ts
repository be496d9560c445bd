import { Type, type Static } from '@sinclair/typebox';

/**
 * What the centre can make: the limits the design-rule checks (design-rules.ts) hold a design to.
 * Lengths in mm. An admin edits them next to the price lists (`admin/design-capabilities`); until the first
 * save the defaults below hold. Every inspection reads them when it starts, so a change applies to the next one.
 */
export const DesignCapabilities = Type.Object({
  /** The narrowest track. */
  min_track_mm: Type.Number(),
  /** The smallest gap between copper features of different nets on one layer. */
  min_clearance_mm: Type.Number(),
  /** The smallest and largest finished drill. */
  min_drill_mm: Type.Number(),
  max_drill_mm: Type.Number(),
  /** The narrowest ring of copper around a plated hole. */
  min_annular_ring_mm: Type.Number(),
  /** The smallest gap between the edges of two holes. */
  min_hole_spacing_mm: Type.Number(),
  /** The smallest distance from copper, or a hole's edge, to the board's outline. */
  min_copper_to_edge_mm: Type.Number(),
  /** The smallest distance from silkscreen to an exposed pad (a solder-mask opening). */
  min_silk_to_pad_mm: Type.Number(),
  /** The largest board, either way round. */
  max_width_mm: Type.Number(),
  max_height_mm: Type.Number(),
  /** The copper layer counts offered, ascending. */
  layer_counts: Type.Array(Type.Integer()),
});
export type DesignCapabilities = Static<typeof DesignCapabilities>;

/** A small university fab: 8 mil track and gap, drills 0,3–6,3 mm, one to four layers on a 300 mm table. */
export const DEFAULT_DESIGN_CAPABILITIES: Readonly<DesignCapabilities> = {
  min_track_mm: 0.2,
  min_clearance_mm: 0.2,
  min_drill_mm: 0.3,
  max_drill_mm: 6.3,
  min_annular_ring_mm: 0.15,
  min_hole_spacing_mm: 0.5,
  min_copper_to_edge_mm: 0.3,
  min_silk_to_pad_mm: 0.1,
  max_width_mm: 300,
  max_height_mm: 300,
  layer_counts: [1, 2, 4],
};

export type CapabilityLength = Exclude<keyof DesignCapabilities, 'layer_counts'>;

/**
 * Each length's name on the back-office page and in its messages, and the range a fab's figure can sensibly
 * take: a typo (2 for 0,2, 3000 for 300) is refused rather than checking every design against it.
 */
export const CAPABILITY_LENGTHS: Readonly<Record<CapabilityLength, { label: string; min: number; max: number }>> = {
  min_track_mm: { label: 'Lebar jalur terkecil', min: 0.025, max: 5 },
  min_clearance_mm: { label: 'Jarak antar tembaga terkecil', min: 0.025, max: 5 },
  min_drill_mm: { label: 'Ukuran bor terkecil', min: 0.05, max: 20 },
  max_drill_mm: { label: 'Ukuran bor terbesar', min: 0.05, max: 20 },
  min_annular_ring_mm: { label: 'Cincin tembaga (annular ring) terkecil', min: 0.01, max: 5 },
  min_hole_spacing_mm: { label: 'Jarak antar lubang terkecil', min: 0.01, max: 20 },
  min_copper_to_edge_mm: { label: 'Jarak tembaga ke tepi papan terkecil', min: 0.01, max: 20 },
  min_silk_to_pad_mm: { label: 'Jarak silkscreen ke pad terkecil', min: 0, max: 5 },
  max_width_mm: { label: 'Lebar papan terbesar', min: 5, max: 2000 },
  max_height_mm: { label: 'Panjang papan terbesar', min: 5, max: 2000 },
};

/** The copper layer counts a fab may offer. */
export const MAX_LAYER_COUNT = 32;

const number = (value: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 3 }).format(value);

export const CAPABILITY_TEXTS = {
  required: (label: string) => `${label} wajib diisi.`,
  outOfRange: (label: string, min: number, max: number) => `${label} harus berupa angka dari ${number(min)} sampai ${number(max)} mm.`,
  drillRange: 'Ukuran bor terbesar harus lebih besar dari ukuran bor terkecil.',
  noLayers: 'Pilih minimal satu jumlah lapisan tembaga.',
  badLayers: `Jumlah lapisan tembaga harus bilangan bulat dari 1 sampai ${MAX_LAYER_COUNT}, dipisah koma (contoh: 1, 2, 4).`,
  saved: 'Kemampuan produksi berhasil disimpan.',
} as const;

/** What an admin saved (the body of `admin/design-capabilities`): numbers, or numbers as typed (`0,2`), and the layer counts as `1, 2, 4` or a list. */
export type TypedCapabilities = Partial<Record<CapabilityLength, number | string>> & { layer_counts?: string | (number | string)[] };

export interface CapabilityProblem {
  path: keyof DesignCapabilities;
  msg: string;
}

/** A typed figure as a number (`0,2` and `0.2` alike); NaN when it is none. */
function figure(value: number | string | undefined): number {
  if (typeof value === 'number') return value;
  const text = (value ?? '').trim().replace(',', '.');
  return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : NaN;
}

/** `1, 2, 4` or [1, 2, 4] as whole counts, ascending and each once; null when one is not a count. */
function layerCounts(value: TypedCapabilities['layer_counts']): number[] | null {
  const items = typeof value === 'string' ? value.split(/[\s,;]+/).filter(Boolean) : (value ?? []);
  const counts = items.map((item) => figure(item));
  if (counts.some((count) => !Number.isInteger(count) || count < 1 || count > MAX_LAYER_COUNT)) return null;
  return [...new Set(counts)].sort((a, b) => a - b);
}

/** What an admin saved, as capabilities, or every problem with it (the page shows each at its field). */
export function readCapabilities(body: TypedCapabilities): { ok: true; value: DesignCapabilities } | { ok: false; problems: CapabilityProblem[] } {
  const problems: CapabilityProblem[] = [];
  const lengths = {} as Record<CapabilityLength, number>;
  for (const [key, { label, min, max }] of Object.entries(CAPABILITY_LENGTHS) as [CapabilityLength, (typeof CAPABILITY_LENGTHS)[CapabilityLength]][]) {
    const given = body[key];
    const value = figure(given);
    lengths[key] = value;
    if (given === undefined || String(given).trim() === '') problems.push({ path: key, msg: CAPABILITY_TEXTS.required(label) });
    else if (!(value >= min && value <= max)) problems.push({ path: key, msg: CAPABILITY_TEXTS.outOfRange(label, min, max) });
  }
  if (lengths.max_drill_mm <= lengths.min_drill_mm) problems.push({ path: 'max_drill_mm', msg: CAPABILITY_TEXTS.drillRange });
  const counts = layerCounts(body.layer_counts);
  if (counts === null) problems.push({ path: 'layer_counts', msg: CAPABILITY_TEXTS.badLayers });
  else if (counts.length === 0) problems.push({ path: 'layer_counts', msg: CAPABILITY_TEXTS.noLayers });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { ...lengths, layer_counts: counts! } };
}

/** A length as the back-office page shows it, with the Indonesian comma: `0,2`. */
export const capabilityLengthText = (mm: number) => number(mm);
