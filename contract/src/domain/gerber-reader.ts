/**
 * Linear-time readers of the two formats a Gerber set holds: RS-274X (Gerber) and Excellon (drill).
 * They measure, they do not draw: pcb-api and the browser preview both measure with them. Every
 * pattern here is anchored and has no two quantifiers competing for the same characters, and each
 * block is trimmed before it is read, so a run of whitespace costs its length once (issue 21).
 */

export const MM_PER_INCH = 25.4;

/** The smallest of the numbers, null for none (no spread: a file may define many thousand apertures). */
const smallest = (values: Iterable<number>) => {
  let found: number | null = null;
  for (const value of values) if (value > 0 && (found === null || value < found)) found = value;
  return found;
};

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface GerberReading {
  /** The box around every drawn (D01) segment, in mm; null when nothing is drawn. Arcs count by their end points. */
  drawnBox: Box | null;
  /** The smallest aperture that draws (D01) outside a region (G36…G37) with dark polarity, in mm; null when none does. */
  smallestDrawMm: number | null;
}

export interface CoordinateFormat {
  integers: number;
  decimals: number;
  trailingZerosOmitted: boolean;
  incremental: boolean;
}

/** The pieces of `text` between `separator`s, one at a time: no array of a million blocks for a large file. */
export function* piecesOf(text: string, separator: string): Generator<string> {
  let start = 0;
  for (let end = text.indexOf(separator); end !== -1; end = text.indexOf(separator, start)) {
    yield text.slice(start, end);
    start = end + 1;
  }
  yield text.slice(start);
}

/** One coordinate word's value in file units: `123456` with 4 decimals is 12.3456. */
export function coordinate(digits: string, format: CoordinateFormat): number {
  if (digits.includes('.')) return Number(digits);
  const sign = digits.startsWith('-') ? -1 : 1;
  const bare = digits.replace(/^[+-]/, '');
  const padded = format.trailingZerosOmitted ? bare.padEnd(format.integers + format.decimals, '0') : bare;
  return (sign * Number(padded)) / 10 ** format.decimals;
}

/** The drawing size of a standard aperture (`C,0.2`, `R,0.5X0.3`, `O,…`, `P,…`) in file units; null for a macro. */
function apertureSize(template: string, modifiers: string): number | null {
  const [first, second] = modifiers.split('X').map(Number);
  if (template === 'C' || template === 'P') return first;
  if (template === 'R' || template === 'O') return Math.min(first, second ?? first);
  return null;
}

/** A data block's words (`G03X150Y30I-10J0D01` → G 03, X 150, Y 30, I -10, J 0, D 01), later words of a letter winning. */
export function wordsOf(block: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const [, letter, value] of block.matchAll(/([A-Z])([+-]?[\d.]*)/g)) words.set(letter, value);
  return words;
}

/**
 * Reads a Gerber file once, left to right: `%…%` holds parameters (format, unit, apertures, polarity),
 * the rest is `*`-ended data blocks.
 */
export function readGerber(text: string): GerberReading {
  const format: CoordinateFormat = { integers: 2, decimals: 4, trailingZerosOmitted: false, incremental: false };
  let scale = 1;
  const apertures = new Map<number, number | null>();
  const used = new Set<number>();
  const box: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const state = { x: 0, y: 0, operation: 0, aperture: 0, region: false, dark: true };

  const include = (x: number, y: number) => {
    Object.assign(box, { minX: Math.min(box.minX, x), minY: Math.min(box.minY, y), maxX: Math.max(box.maxX, x), maxY: Math.max(box.maxY, y) });
  };

  const readParameter = (command: string) => {
    const fs = /^FS([LT])([AI])X(\d)(\d)/.exec(command);
    if (fs) Object.assign(format, { integers: Number(fs[3]), decimals: Number(fs[4]), trailingZerosOmitted: fs[1] === 'T', incremental: fs[2] === 'I' });
    if (command.startsWith('MOIN')) scale = MM_PER_INCH;
    if (command.startsWith('MOMM')) scale = 1;
    if (command.startsWith('LP')) state.dark = command[2] === 'D';
    const ad = /^ADD(\d+)([A-Za-z_$.][\w$.]*),?([\d.X]*)/.exec(command);
    if (ad) apertures.set(Number(ad[1]), apertureSize(ad[2], ad[3]));
  };

  const readData = (block: string) => {
    if (block.startsWith('G04') || block === '') return;
    const words = wordsOf(block);
    const g = Number(words.get('G') ?? -1);
    if (g === 36) state.region = true;
    if (g === 37) state.region = false;
    if (g === 70) scale = MM_PER_INCH;
    if (g === 71) scale = 1;
    const d = words.has('D') ? Number(words.get('D')) : undefined;
    if (d !== undefined && d >= 10) state.aperture = d;
    else if (d !== undefined) state.operation = d;
    const [xText, yText] = [words.get('X'), words.get('Y')];
    if (xText === undefined && yText === undefined) return;
    const from = { x: state.x, y: state.y };
    if (xText !== undefined) state.x = (format.incremental ? state.x : 0) + coordinate(xText, format);
    if (yText !== undefined) state.y = (format.incremental ? state.y : 0) + coordinate(yText, format);
    if (state.operation !== 1) return;
    include(from.x, from.y);
    include(state.x, state.y);
    if (!state.region && state.dark) used.add(state.aperture);
  };

  let inParameters = false;
  for (const segment of piecesOf(text, '%')) {
    const read = inParameters ? readParameter : readData;
    for (const block of piecesOf(segment, '*')) read(block.trim());
    inParameters = !inParameters;
  }

  const smallestDraw = smallest([...used].map((code) => apertures.get(code) ?? 0));
  const drawnBox = box.minX === Infinity ? null : { minX: box.minX * scale, minY: box.minY * scale, maxX: box.maxX * scale, maxY: box.maxY * scale };
  return { drawnBox, smallestDrawMm: smallestDraw === null ? null : smallestDraw * scale };
}

/**
 * The smallest hole of an Excellon file in mm: the smallest tool (`T1C0.8`, in the header or the body)
 * that is selected and then drills at least one hit. Null when no tool drills. Inch unless `METRIC` or `M71` says otherwise.
 */
export function smallestDrillMm(text: string): number | null {
  let scale = MM_PER_INCH;
  const diameters = new Map<number, number>();
  const drilled = new Set<number>();
  let tool = 0;
  for (const raw of piecesOf(text, '\n')) {
    const line = raw.trim();
    if (line.startsWith('METRIC') || line === 'M71') scale = 1;
    if (line.startsWith('INCH') || line === 'M72') scale = MM_PER_INCH;
    const definition = /^T(\d+)(?:[FSBH][\d.]+)*C([\d.]+)/.exec(line);
    if (definition) diameters.set(Number(definition[1]), Number(definition[2]));
    const selection = /^T(\d+)/.exec(line);
    if (selection) tool = Number(selection[1]);
    if (/^[XY][+-]?[\d.]/.test(line) && tool > 0) drilled.add(tool);
  }
  const smallestHole = smallest([...drilled].map((t) => diameters.get(t) ?? 0));
  return smallestHole === null ? null : smallestHole * scale;
}
