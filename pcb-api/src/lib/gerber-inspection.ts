import type { DesignInspection, DesignLayer } from '@pcb/contract';

/** A file of a design archive: its path in the archive and its bytes as latin1 text (Gerber and Excellon are ASCII). */
export interface DesignText {
  name: string;
  text: string;
}

/** How far into a file its first commands are looked for. */
const HEAD_CHARS = 4096;
/** Gerber (RS-274X) starts with a comment or a parameter block; Excellon drill with its M48 header. */
const GERBER_START = /^\s*(?:G04|%FS|%MO|%TF|%AD|G7[01])/m;
const DRILL_START = /^\s*M48\s*$/m;
const MM_PER_INCH = 25.4;

/** Layers named by the extension the usual CAD tools (Altium, Eagle, KiCad's Protel names) give them. */
const LAYER_OF_EXTENSION: Readonly<Record<string, DesignLayer>> = {
  gtl: 'copper-top', cmp: 'copper-top',
  gbl: 'copper-bottom', sol: 'copper-bottom',
  gto: 'silkscreen', gbo: 'silkscreen', plc: 'silkscreen', pls: 'silkscreen',
  gts: 'soldermask', gbs: 'soldermask', stc: 'soldermask', sts: 'soldermask',
  gtp: 'solderpaste', gbp: 'solderpaste',
  gko: 'outline', gm1: 'outline', gml: 'outline', gm: 'outline',
  drl: 'drill', xln: 'drill', exc: 'drill', drd: 'drill',
};

/** A name part standing on its own: `board-F_Cu.gbr` and `board_F_Cu.gbr` alike. */
const part = (core: string) => new RegExp(`(?:^|[^a-z0-9])(?:${core})(?:[^a-z0-9]|$)`, 'i');

/** Layers named in the file name (KiCad's `F_Cu`, `Edge_Cuts`…, or plain words), surest first. */
const LAYER_OF_NAME: ReadonlyArray<readonly [RegExp, DesignLayer]> = [
  [part('in\\d+[._]cu|inner[\\s_-]*copper|copper[\\s_-]*(?:inner|in\\d+)'), 'copper-inner'],
  [part('f[._]cu|top[\\s_-]*copper|copper[\\s_-]*top'), 'copper-top'],
  [part('b[._]cu|bot(?:tom)?[\\s_-]*copper|copper[\\s_-]*bot(?:tom)?'), 'copper-bottom'],
  [/copper/i, 'copper'],
  [/edge[._\s-]*cuts|outline|profile|board[\s_-]*edge/i, 'outline'],
  [part('[fb][._]mask|solder[\\s_-]*mask'), 'soldermask'],
  [part('[fb][._]silks?|silk[\\s_-]*screen|legend'), 'silkscreen'],
  [part('[fb][._]paste|solder[\\s_-]*paste'), 'solderpaste'],
];

const COPPER_SIDE: Readonly<Record<string, DesignLayer>> = { Top: 'copper-top', Inr: 'copper-inner', Bot: 'copper-bottom' };
const FILE_FUNCTION: Readonly<Record<string, DesignLayer>> = {
  Profile: 'outline', Soldermask: 'soldermask', Legend: 'silkscreen', Paste: 'solderpaste', Plated: 'drill', NonPlated: 'drill',
};

/** Gerber X2's own statement of the file's function (`%TF.FileFunction,Copper,L1,Top*%`), the surest sign when a tool wrote it. */
function layerOfAttribute(head: string): DesignLayer | null {
  const fileFunction = /%TF\.FileFunction,([^*]*)\*%/.exec(head)?.[1];
  if (!fileFunction) return null;
  const [kind, , side] = fileFunction.split(',');
  return (kind === 'Copper' ? COPPER_SIDE[side] : FILE_FUNCTION[kind]) ?? null;
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

interface CoordinateFormat {
  integers: number;
  decimals: number;
  trailingZerosOmitted: boolean;
  incremental: boolean;
}

/** One coordinate word's value in file units: `123456` with 4 decimals is 12.3456. */
function coordinate(digits: string, format: CoordinateFormat): number {
  if (digits.includes('.')) return Number(digits);
  const sign = digits.startsWith('-') ? -1 : 1;
  const bare = digits.replace(/^[+-]/, '');
  const padded = format.trailingZerosOmitted ? bare.padEnd(format.integers + format.decimals, '0') : bare;
  return (sign * Number(padded)) / 10 ** format.decimals;
}

/**
 * The size in mm of the box around every drawn (D01) and moved-to (D02) point of a Gerber file:
 * its format from `%FS…*%`, its unit from `%MO…*%` (or the older G70/G71). Null when nothing is drawn.
 */
export function outlineSize(text: string): { width_mm: number; height_mm: number } | null {
  const fs = /%FS([LT])([AI])X(\d)(\d)Y\d\d\*%/.exec(text);
  const format: CoordinateFormat = {
    integers: Number(fs?.[3] ?? 2),
    decimals: Number(fs?.[4] ?? 4),
    trailingZerosOmitted: fs?.[1] === 'T',
    incremental: fs?.[2] === 'I',
  };
  const scale = /%MOIN\*%|\bG70\*/.test(text) ? MM_PER_INCH : 1;
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  let x = 0;
  let y = 0;
  let operation = '';
  // Each data block ends with `*`; a coordinate may be left out (it keeps its value) and so may the D code (it keeps its own).
  for (const block of text.replace(/%[^%]*%/g, '').split('*')) {
    const word = /^\s*(?:G0?[123])?(?:X([+-]?[\d.]+))?(?:Y([+-]?[\d.]+))?(?:I[+-]?[\d.]+)?(?:J[+-]?[\d.]+)?(?:D0?([123]))?\s*$/.exec(block);
    if (!word || (word[1] === undefined && word[2] === undefined)) {
      if (word?.[3]) operation = word[3];
      continue;
    }
    const [, xText, yText, code] = word;
    if (xText !== undefined) x = (format.incremental ? x : 0) + coordinate(xText, format);
    if (yText !== undefined) y = (format.incremental ? y : 0) + coordinate(yText, format);
    operation = code ?? operation;
    if (operation !== '1' && operation !== '2') continue;
    box.minX = Math.min(box.minX, x);
    box.maxX = Math.max(box.maxX, x);
    box.minY = Math.min(box.minY, y);
    box.maxY = Math.max(box.maxY, y);
  }
  if (box.minX === Infinity) return null;
  const mm = (value: number) => Math.round(value * scale * 100) / 100;
  return { width_mm: mm(box.maxX - box.minX), height_mm: mm(box.maxY - box.minY) };
}

/**
 * What a design archive's files show: each Gerber or drill file's layer, the board's outline size
 * and its copper layer count. Null when no file is a Gerber or drill file.
 */
export function inspectDesignFiles(files: readonly DesignText[]): DesignInspection | null {
  const layers = files.flatMap((file) => {
    const layer = identifyLayer(file);
    return layer ? [{ file, layer }] : [];
  });
  if (layers.length === 0) return null;
  const size = layers
    .filter(({ layer }) => layer === 'outline')
    .map(({ file }) => outlineSize(file.text))
    .find((found) => found !== null);
  return {
    width_mm: size?.width_mm ?? null,
    height_mm: size?.height_mm ?? null,
    copper_layers: layers.filter(({ layer }) => layer.startsWith('copper-')).length,
    files: layers.map(({ file, layer }) => ({ name: file.name, layer })),
  };
}
