import type { DesignLayer, DesignMeasures, DesignRule, DesignRuleCheck } from './design-report';
import { DEFAULT_DESIGN_CAPABILITIES, type DesignCapabilities } from './design-capabilities';
import { checkDesignRules, type LayerGeometry, type Side } from './design-rules';
import { readDrillHoles, readGerberShapes } from './gerber-geometry';
import { readGerber, smallestDrillMm } from './gerber-reader';

/**
 * What a design archive's files measure, the same in pcb-api (when a design is sent) and in the
 * browser's preview: each file's layer, the outline's size, the copper layers, the smallest hole and
 * the smallest track; and from every file's geometry together, the design-rule report (design-rules.ts).
 */

/** A file of a design archive: its path in the archive and its bytes as latin1 text (Gerber and Excellon are ASCII). */
export interface DesignText {
  name: string;
  text: string;
}

/** How far into a file its first commands are looked for. */
const HEAD_CHARS = 4096;
/** Gerber (RS-274X) starts with a comment or a parameter block; Excellon drill with its M48 header. */
const GERBER_START = /^[ \t]*(?:G04|%FS|%MO|%TF|%AD|G7[01])/m;
const DRILL_START = /^[ \t]*M48[ \t\r]*$/m;

/** Layers named by the extension the usual CAD tools (Altium, Eagle, KiCad's Protel names) give them. */
const LAYER_OF_EXTENSION: Readonly<Record<string, DesignLayer>> = {
  gtl: 'copper-top',
  cmp: 'copper-top',
  gbl: 'copper-bottom',
  sol: 'copper-bottom',
  gto: 'silkscreen',
  gbo: 'silkscreen',
  plc: 'silkscreen',
  pls: 'silkscreen',
  gts: 'soldermask',
  gbs: 'soldermask',
  stc: 'soldermask',
  sts: 'soldermask',
  gtp: 'solderpaste',
  gbp: 'solderpaste',
  gko: 'outline',
  gm1: 'outline',
  gml: 'outline',
  gm: 'outline',
  drl: 'drill',
  xln: 'drill',
  exc: 'drill',
  drd: 'drill',
};

/**
 * Layers named in the file name (KiCad's `F_Cu`, `Edge_Cuts`…, or plain words), surest first. Most are
 * a name part standing on its own, `(?:^|[^a-z0-9])…(?:[^a-z0-9]|$)`: `board-F_Cu.gbr` and `board_F_Cu.gbr`
 * alike. Written out as literals so the regex checker (pcb-api/test/security) can vouch for each.
 */
const LAYER_OF_NAME: ReadonlyArray<readonly [RegExp, DesignLayer]> = [
  [/(?:^|[^a-z0-9])(?:in\d+[._]cu|inner[\s_-]*copper|copper[\s_-]*(?:inner|in\d+))(?:[^a-z0-9]|$)/i, 'copper-inner'],
  [/(?:^|[^a-z0-9])(?:f[._]cu|top[\s_-]*copper|copper[\s_-]*top)(?:[^a-z0-9]|$)/i, 'copper-top'],
  [/(?:^|[^a-z0-9])(?:b[._]cu|bot(?:tom)?[\s_-]*copper|copper[\s_-]*bot(?:tom)?)(?:[^a-z0-9]|$)/i, 'copper-bottom'],
  [/copper/i, 'copper'],
  [/edge[._\s-]*cuts|outline|profile|board[\s_-]*edge/i, 'outline'],
  [/(?:^|[^a-z0-9])(?:[fb][._]mask|solder[\s_-]*mask)(?:[^a-z0-9]|$)/i, 'soldermask'],
  [/(?:^|[^a-z0-9])(?:[fb][._]silks?|silk[\s_-]*screen|legend)(?:[^a-z0-9]|$)/i, 'silkscreen'],
  [/(?:^|[^a-z0-9])(?:[fb][._]paste|solder[\s_-]*paste)(?:[^a-z0-9]|$)/i, 'solderpaste'],
];

const COPPER_SIDE: Readonly<Record<string, DesignLayer>> = { Top: 'copper-top', Inr: 'copper-inner', Bot: 'copper-bottom' };
const FILE_FUNCTION: Readonly<Record<string, DesignLayer>> = {
  Profile: 'outline',
  Soldermask: 'soldermask',
  Legend: 'silkscreen',
  Paste: 'solderpaste',
  Plated: 'drill',
  NonPlated: 'drill',
};

/** Gerber X2's own statement of the file's function (`%TF.FileFunction,Copper,L1,Top*%`), the surest sign when a tool wrote it. */
function layerOfAttribute(head: string): DesignLayer | null {
  const fileFunction = /%TF\.FileFunction,([^*%]*)\*%/.exec(head)?.[1];
  if (!fileFunction) return null;
  const [kind, , side] = fileFunction.split(',');
  return (kind === 'Copper' ? COPPER_SIDE[side] : FILE_FUNCTION[kind]) ?? null;
}

/** The side Gerber X2 gives the file (`%TF.FileFunction,Soldermask,Bot*%`), or null when it gives none. */
export function sideOfAttribute(text: string): 'top' | 'bottom' | null {
  const side = /%TF\.FileFunction,[^*%]*?\b(Top|Bot)\b/.exec(text.slice(0, HEAD_CHARS))?.[1];
  return side === 'Top' ? 'top' : side === 'Bot' ? 'bottom' : null;
}

function layerOfFileName(name: string): DesignLayer | null {
  const base = name.split('/').pop() ?? name;
  const extension = /\.([a-z0-9]+)$/i.exec(base)?.[1].toLowerCase() ?? '';
  if (LAYER_OF_EXTENSION[extension]) return LAYER_OF_EXTENSION[extension];
  // Altium numbers inner layers .g1, .g2… (and planes .gp1…).
  if (/^gp?\d{1,2}$/.test(extension)) return 'copper-inner';
  return LAYER_OF_NAME.find(([pattern]) => pattern.test(base))?.[1] ?? null;
}

/** The layer of a Gerber or drill file, or null when the file is neither (a readme, a PDF, a BOM). */
export function identifyLayer(file: DesignText): DesignLayer | null {
  const head = file.text.slice(0, HEAD_CHARS);
  if (DRILL_START.test(head)) return 'drill';
  if (!GERBER_START.test(head)) return null;
  return layerOfAttribute(head) ?? layerOfFileName(file.name) ?? 'other';
}

const round2 = (mm: number) => Math.round(mm * 100) / 100;
/** Holes and tracks are a tenth of a millimetre or less apart: three decimals keep 6 mil (0,152 mm) apart from 0,15 mm. */
const round3 = (mm: number) => Math.round(mm * 1000) / 1000;

/** The size in mm of the box around every drawn segment of an outline file; null when nothing is drawn. */
export function outlineSize(text: string): { width_mm: number; height_mm: number } | null {
  const box = readGerber(text).drawnBox;
  return box && { width_mm: round2(box.maxX - box.minX), height_mm: round2(box.maxY - box.minY) };
}

/**
 * What one file of a design measures; files are measured one at a time, so a reader need not hold all their
 * texts. Their geometry is kept for the design-rule checks, up to a bound of shapes and holes per file.
 */
export interface FileMeasure {
  name: string;
  layer: DesignLayer;
  outline: { width_mm: number; height_mm: number } | null;
  smallestHoleMm: number | null;
  smallestTrackMm: number | null;
  geometry: LayerGeometry;
}

/**
 * Points (or holes) of geometry kept of one file: the Arduino's top copper draws 17 000, a dense 4-layer board
 * some 100 000 a layer. Past it the checks that need the file are too complex, and the worker's memory cap holds.
 */
const MAX_POINTS_PER_FILE = 150_000;

/** The side a layer lies on: Gerber X2's `,Top`/`,Bot`, else the name (`F_`/`B_`, `.gto`/`.gbs`, `.cmp`/`.sol`, top/bottom). */
function sideOf(name: string, head: string): Side | null {
  const fileFunction = /%TF\.FileFunction,([^*%]*)\*%/.exec(head)?.[1] ?? '';
  if (/,Top\b/.test(fileFunction)) return 'top';
  if (/,Bot\b/.test(fileFunction)) return 'bottom';
  const base = (name.split('/').pop() ?? name).toLowerCase();
  if (/(?:^|[^a-z0-9])(?:f[._]|top)|\.(?:gt[lops]|cmp|plc|stc)$/.test(base)) return 'top';
  if (/(?:^|[^a-z0-9])(?:b[._]|bot)|\.(?:gb[lops]|sol|pls|sts)$/.test(base)) return 'bottom';
  return null;
}

/** A drill file of non-plated holes: Gerber X2's `NonPlated` in a comment, or `NPTH` in the name. */
const isNonPlated = (file: DesignText) => /NonPlated|NPTH|non[\s_-]?plated/i.test(file.name) || /NonPlated/.test(file.text.slice(0, HEAD_CHARS));

function geometryOf(file: DesignText, layer: DesignLayer): LayerGeometry {
  const head = file.text.slice(0, HEAD_CHARS);
  const drawn = layer === 'drill' ? { shapes: [], complete: true } : readGerberShapes(file.text, MAX_POINTS_PER_FILE);
  const drilled = layer === 'drill' ? readDrillHoles(file.text, MAX_POINTS_PER_FILE) : { holes: [], complete: true };
  return {
    name: file.name,
    layer,
    side: sideOf(file.name, head),
    shapes: drawn.shapes,
    holes: drilled.holes,
    plated: layer === 'drill' && !isNonPlated(file),
    complete: drawn.complete && drilled.complete,
  };
}

/** One file's layer, figures and geometry; null when it is neither a Gerber nor a drill file. */
export function measureDesignFile(file: DesignText): FileMeasure | null {
  const layer = identifyLayer(file);
  if (!layer) return null;
  return {
    name: file.name,
    layer,
    outline: layer === 'outline' ? outlineSize(file.text) : null,
    smallestHoleMm: layer === 'drill' ? smallestDrillMm(file.text) : null,
    smallestTrackMm: layer.startsWith('copper') ? readGerber(file.text).smallestDrawMm : null,
    geometry: geometryOf(file, layer),
  };
}

const smallestOf = (values: (number | null)[]) => {
  const found = values.filter((value): value is number => value !== null);
  return found.length > 0 ? round3(Math.min(...found)) : null;
};

/**
 * What a design archive's files show together, before any design-rule check: each Gerber or drill file's layer,
 * the board's outline size, its copper layer count, its smallest hole and smallest track. Null when no file is a
 * Gerber or drill file.
 */
export function combineFigures(measures: readonly FileMeasure[]): Omit<DesignMeasures, 'rules'> | null {
  if (measures.length === 0) return null;
  const size = measures.find((measure) => measure.outline !== null)?.outline;
  return {
    width_mm: size?.width_mm ?? null,
    height_mm: size?.height_mm ?? null,
    copper_layers: measures.filter(({ layer }) => layer.startsWith('copper')).length,
    min_hole_mm: smallestOf(measures.map((measure) => measure.smallestHoleMm)),
    min_track_mm: smallestOf(measures.map((measure) => measure.smallestTrackMm)),
    files: measures.map(({ name, layer }) => ({ name, layer })),
  };
}

/** The design-rule report of the files from every file's geometry together, against the centre's capabilities (every check, or `only` those). */
export function checkMeasuredDesign(
  measures: readonly FileMeasure[],
  { files: _files, ...figures }: Omit<DesignMeasures, 'rules'>,
  capabilities: DesignCapabilities = DEFAULT_DESIGN_CAPABILITIES,
  only?: readonly DesignRule[],
): DesignRuleCheck[] {
  return checkDesignRules({ files: measures.map(({ geometry }) => geometry), measures: figures, capabilities }, only);
}

/** `combineFigures` with the design-rule report (`checkMeasuredDesign`). */
export function combineMeasures(
  measures: readonly FileMeasure[],
  capabilities: DesignCapabilities = DEFAULT_DESIGN_CAPABILITIES,
  only?: readonly DesignRule[],
): DesignMeasures | null {
  const figures = combineFigures(measures);
  return figures && { ...figures, rules: checkMeasuredDesign(measures, figures, capabilities, only) };
}

/** `combineMeasures` of every file's `measureDesignFile`. */
export const inspectDesignFiles = (files: readonly DesignText[]) => combineMeasures(files.flatMap((file) => measureDesignFile(file) ?? []));
