import { layered, swept } from './gerber-areas';
import { defineMacro, macroShapes, type Macro } from './gerber-macros';
import { coordinate, MM_PER_INCH, piecesOf, wordsOf, type CoordinateFormat } from './gerber-reader';

/**
 * The drawn geometry of a Gerber file and the holes of an Excellon file, in mm, for the design-rule
 * checks (design-rules.ts). Every shape is what a round pen sweeps along a path: a dot, a stroke, or a
 * filled polygon (a region, a rectangular pad) whose edges have no width, maybe with holes. A shape drawn with
 * clear polarity (%LPC%) erases what the file drew before it.
 */

export interface Shape {
  /** x0, y0, x1, y1… in mm. */
  points: number[];
  /** A filled polygon (its last point joins its first) rather than a line. */
  filled: boolean;
  /** A filled polygon's holes, each a polygon like `points` (a macro's exposure-off part inside its dark ones). */
  holes?: number[][];
  /** Half the pen's width: the copper reaches this far from the path. */
  radius: number;
  /** Drawn with a round aperture (D01) outside a region: a track, whose width the track check reads. */
  track: boolean;
  /** Clears (erases) the dark shapes drawn before it rather than adding copper; absent on a dark shape. */
  clear?: true;
}

export interface Hole {
  x: number;
  y: number;
  diameter: number;
}

/** Arcs become chords no longer than this many degrees: 5° leaves at most 0,1 % of the radius out. */
const ARC_STEP = (5 * Math.PI) / 180;

type Aperture =
  | { kind: 'circle'; size: number }
  | { kind: 'rect'; width: number; height: number }
  | { kind: 'polygon'; size: number; corners: number; turn: number }
  | { kind: 'macro'; shapes: Shape[] };

/**
 * An aperture in file units (`mmPerUnit` mm each): a standard one, or a macro's shapes for these parameters (a circle
 * where the macro is not defined).
 */
function apertureOf(template: string, modifiers: string, macros: ReadonlyMap<string, Macro>, mmPerUnit: number): Aperture {
  const parameters = modifiers ? modifiers.split('X').map(Number) : [];
  const [first = 0, second = first, third = 0] = parameters;
  if (template === 'R') return { kind: 'rect', width: first, height: second };
  if (template === 'O') return { kind: 'rect', width: first, height: second };
  if (template === 'P') return { kind: 'polygon', size: first, corners: Math.max(3, second), turn: third };
  const macro = template !== 'C' && macros.get(template);
  if (!macro) return { kind: 'circle', size: first };
  const shapes = macroShapes(macro, parameters);
  // Exposure off erases only within the aperture (the spec's exposure parameter): its dark parts less it, worked out once per %AD.
  return { kind: 'macro', shapes: shapes.some((shape) => shape.clear) ? layered(shapes, mmPerUnit) : shapes };
}

/** The points of an arc from `from` to `to` around `centre`, `to` included, `from` not. */
function arcPoints(from: Point, to: Point, centre: Point, clockwise: boolean): number[] {
  const radius = Math.hypot(from.x - centre.x, from.y - centre.y);
  const start = Math.atan2(from.y - centre.y, from.x - centre.x);
  let sweep = Math.atan2(to.y - centre.y, to.x - centre.x) - start;
  if (clockwise && sweep >= 0) sweep -= 2 * Math.PI;
  if (!clockwise && sweep <= 0) sweep += 2 * Math.PI;
  const steps = Math.max(1, Math.ceil(Math.abs(sweep) / ARC_STEP));
  const points: number[] = [];
  for (let step = 1; step < steps; step++) {
    const angle = start + (sweep * step) / steps;
    points.push(centre.x + radius * Math.cos(angle), centre.y + radius * Math.sin(angle));
  }
  points.push(to.x, to.y);
  return points;
}

interface Point {
  x: number;
  y: number;
}

/** Single-quadrant mode (G74) gives I and J without signs: the centre is the one of four equally far from both ends. */
function singleQuadrantCentre(from: Point, to: Point, i: number, j: number): Point {
  const candidates = [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ].map(([sx, sy]) => ({ x: from.x + sx * Math.abs(i), y: from.y + sy * Math.abs(j) }));
  const mismatch = (c: Point) => Math.abs(Math.hypot(from.x - c.x, from.y - c.y) - Math.hypot(to.x - c.x, to.y - c.y));
  return candidates.reduce((best, c) => (mismatch(c) < mismatch(best) ? c : best));
}

/** A flash's shapes: one for a standard aperture, a macro's in its order. */
function flashShapes(aperture: Aperture, x: number, y: number, scale: number): Shape[] {
  if (aperture.kind !== 'macro') return [flashShape(aperture, x, y, scale)];
  const place = (points: number[]) => points.map((value, i) => value * scale + (i % 2 === 0 ? x : y));
  return aperture.shapes.map((shape) => ({
    ...shape,
    points: place(shape.points),
    radius: shape.radius * scale,
    ...(shape.holes && { holes: shape.holes.map(place) }),
  }));
}

function flashShape(aperture: Exclude<Aperture, { kind: 'macro' }>, x: number, y: number, scale: number): Shape {
  if (aperture.kind === 'circle') return { points: [x, y], filled: false, radius: (aperture.size * scale) / 2, track: false };
  if (aperture.kind === 'polygon') {
    const radius = (aperture.size * scale) / 2;
    const points: number[] = [];
    for (let corner = 0; corner < aperture.corners; corner++) {
      const angle = (aperture.turn * Math.PI) / 180 + (2 * Math.PI * corner) / aperture.corners;
      points.push(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
    }
    return { points, filled: true, radius: 0, track: false };
  }
  const [w, h] = [(aperture.width * scale) / 2, (aperture.height * scale) / 2];
  // An obround is a stroke along its long side; drawn as its rectangle it differs only at the round ends' corners.
  return { points: [x - w, y - h, x + w, y - h, x + w, y + h, x - w, y + h], filled: true, radius: 0, track: false };
}

/** The pen radius a stroke draws with: a rectangle's narrow side (a slight underestimate of its corners). */
function penRadius(aperture: Exclude<Aperture, { kind: 'macro' }>, scale: number): number {
  if (aperture.kind === 'rect') return (Math.min(aperture.width, aperture.height) * scale) / 2;
  return (aperture.size * scale) / 2;
}

/** Under clear polarity (LPC) an aperture's shapes clear. */
const inverted = (shapes: Shape[]): Shape[] => shapes.map((shape) => ({ ...shape, clear: true }));

/**
 * Every shape a Gerber file draws, in mm and in its order: strokes (D01, arcs as chords), flashes (D03, a
 * macro's primitives evaluated) and regions (G36…G37), step-and-repeat blocks (SR) copied along their grid.
 * Shapes drawn with clear polarity (LPC) are marked `clear`. Past `maxPoints` points the reading stops,
 * incomplete: geometry costs memory that figures do not.
 */
export function readGerberShapes(text: string, maxPoints = Infinity): { shapes: Shape[]; complete: boolean } {
  const format: CoordinateFormat = { integers: 2, decimals: 4, trailingZerosOmitted: false, incremental: false };
  let scale = 1;
  const apertures = new Map<number, Aperture>();
  const macros = new Map<string, Macro>();
  const shapes: Shape[] = [];
  const state = { x: 0, y: 0, operation: 0, aperture: 0, interpolation: 1, multiQuadrant: false, dark: true };
  let region: number[] | null = null;
  let stroke: Shape | null = null;
  let points = 0;

  const endStroke = () => {
    if (stroke) shapes.push(stroke);
    stroke = null;
  };
  const endContour = () => {
    if (region && region.length >= 6) shapes.push({ points: region, filled: true, radius: 0, track: false, ...(!state.dark && { clear: true }) });
    region = null;
  };

  // Step and repeat (%SR%): the shapes drawn since the block opened, copied along its grid when it closes.
  let repeat: { from: number; x: number; y: number; i: number; j: number } | null = null;
  const closeRepeat = () => {
    endStroke();
    if (repeat) {
      const block = shapes.slice(repeat.from);
      const added = block.reduce((sum, shape) => sum + shape.points.length / 2, 0) * (repeat.x * repeat.y - 1);
      // Counted before copying: a grid of a million copies ends the reading, never fills the memory.
      points += added;
      if (points <= maxPoints) for (const copy of repeatedShapes(block, repeat)) shapes.push(copy);
    }
    repeat = null;
  };

  const readParameter = (command: string) => {
    if (command.startsWith('SR')) {
      closeRepeat();
      const sr = /^SRX(\d+)Y(\d+)I([\d.]+)J([\d.]+)/.exec(command);
      if (sr) repeat = { from: shapes.length, x: Number(sr[1]), y: Number(sr[2]), i: Number(sr[3]) * scale, j: Number(sr[4]) * scale };
    }
    const fs = /^FS([LT])([AI])X(\d)(\d)/.exec(command);
    if (fs) Object.assign(format, { integers: Number(fs[3]), decimals: Number(fs[4]), trailingZerosOmitted: fs[1] === 'T', incremental: fs[2] === 'I' });
    if (command.startsWith('MOIN')) scale = MM_PER_INCH;
    if (command.startsWith('MOMM')) scale = 1;
    if (command.startsWith('LP')) {
      endStroke();
      state.dark = command[2] === 'D';
    }
    const ad = /^ADD(\d+)([A-Za-z_$.][\w$.]*),?([-+\d.eX]*)/.exec(command);
    if (ad) apertures.set(Number(ad[1]), apertureOf(ad[2], ad[3], macros, scale));
  };

  /** `%AMname*primitive*…%`: the macro's blocks, whitespace (line breaks inside a primitive) left out. */
  const readMacro = (segment: string) => {
    const [name, ...body] = [...piecesOf(segment, '*')].map((block) => block.replace(/\s+/g, '')).filter(Boolean);
    macros.set(name.slice(2), defineMacro(body));
  };

  const move = (words: Map<string, string>) => {
    const read = (letter: string, current: number) => {
      const value = words.get(letter);
      return value === undefined ? current : (format.incremental ? current : 0) + coordinate(value, format);
    };
    const from = { x: state.x, y: state.y };
    state.x = read('X', state.x);
    state.y = read('Y', state.y);
    const to = { x: state.x, y: state.y };
    if (state.interpolation === 1) return [to.x * scale, to.y * scale];
    const [i, j] = [coordinate(words.get('I') ?? '0', format), coordinate(words.get('J') ?? '0', format)];
    const centre = state.multiQuadrant ? { x: from.x + i, y: from.y + j } : singleQuadrantCentre(from, to, i, j);
    const points = arcPoints(from, to, centre, state.interpolation === 2);
    return points.map((value) => value * scale);
  };

  const draw = (from: Point, path: number[]) => {
    points += path.length / 2;
    if (region) {
      if (region.length === 0) region.push(from.x * scale, from.y * scale);
      region.push(...path);
      return;
    }
    const aperture = apertures.get(state.aperture);
    if (!aperture) return;
    if (aperture.kind === 'macro') return sweep(aperture, from, path);
    const radius = penRadius(aperture, scale);
    const joins = stroke && stroke.radius === radius && stroke.points.at(-2) === from.x * scale && stroke.points.at(-1) === from.y * scale;
    if (!joins) {
      endStroke();
      stroke = {
        points: [from.x * scale, from.y * scale],
        filled: false,
        radius,
        track: aperture.kind === 'circle' && state.dark,
        ...(!state.dark && { clear: true }),
      };
    }
    stroke!.points.push(...path);
  };

  /**
   * A stroke with a macro aperture, which the spec does not allow (it plots with solid circles, and with solid
   * rectangles along straight lines) but some tools write: what the macro's shape sweeps along the path, not a
   * round pen of some width of it. Its points count against the file's bound as drawn.
   */
  const sweep = (aperture: Extract<Aperture, { kind: 'macro' }>, from: Point, path: number[]) => {
    endStroke();
    const pattern = flashShapes(aperture, 0, 0, scale);
    const drawn = swept(pattern, [from.x * scale, from.y * scale, ...path]);
    points += drawn.reduce((sum, shape) => sum + shape.points.length / 2, 0);
    shapes.push(...(state.dark ? drawn : inverted(drawn)));
  };

  const readData = (block: string) => {
    if (block.startsWith('G04') || block === '') return;
    const words = wordsOf(block);
    const g = Number(words.get('G') ?? -1);
    if (g >= 1 && g <= 3) state.interpolation = g;
    if (g === 74 || g === 75) state.multiQuadrant = g === 75;
    if (g === 36) {
      endStroke();
      region = [];
    }
    if (g === 37) endContour();
    if (g === 70) scale = MM_PER_INCH;
    if (g === 71) scale = 1;
    const d = words.has('D') ? Number(words.get('D')) : undefined;
    if (d !== undefined && d >= 10) state.aperture = d;
    else if (d !== undefined) state.operation = d;
    if (!words.has('X') && !words.has('Y')) return;
    const from = { x: state.x, y: state.y };
    const path = move(words);
    if (state.operation === 1) return draw(from, path);
    if (region) {
      endContour();
      region = [];
    }
    endStroke();
    const aperture = apertures.get(state.aperture);
    if (state.operation !== 3 || !aperture) return;
    const flashed = flashShapes(aperture, state.x * scale, state.y * scale, scale);
    points += flashed.reduce((sum, shape) => sum + shape.points.length / 2, 0);
    shapes.push(...(state.dark ? flashed : inverted(flashed)));
  };

  let inParameters = false;
  for (const segment of piecesOf(text, '%')) {
    const read = inParameters ? readParameter : readData;
    const macro = inParameters && segment.trimStart().startsWith('AM');
    if (macro) readMacro(segment.trim());
    for (const block of macro ? [] : piecesOf(segment, '*')) {
      read(block.trim());
      if (points > maxPoints) return { shapes, complete: false };
    }
    inParameters = !inParameters;
  }
  closeRepeat();
  return { shapes, complete: points <= maxPoints };
}

/** The copies a step-and-repeat block adds: its shapes moved to every place of its grid but the first. */
function repeatedShapes(block: Shape[], grid: { x: number; y: number; i: number; j: number }): Shape[] {
  const copies: Shape[] = [];
  for (let column = 0; column < grid.x; column++)
    for (let row = 0; row < grid.y; row++) {
      if (column === 0 && row === 0) continue;
      const [dx, dy] = [column * grid.i, row * grid.j];
      copies.push(...block.map((shape) => ({ ...shape, points: shape.points.map((value, k) => value + (k % 2 === 0 ? dx : dy)) })));
    }
  return copies;
}

/** The hits along a slot after its start, up to and with its end, at most half a diameter apart. */
function slotHits(start: Point, end: Point, diameter: number): Hole[] {
  const length = Math.hypot(end.x - start.x, end.y - start.y);
  const steps = Math.max(1, Math.ceil(length / Math.max(diameter / 2, 0.01)));
  return Array.from({ length: steps }, (_, k) => ({
    x: start.x + ((end.x - start.x) * (k + 1)) / steps,
    y: start.y + ((end.y - start.y) * (k + 1)) / steps,
    diameter,
  }));
}

/**
 * Every hit of an Excellon drill file, in mm; a routed slot (G85) as hits along it. Coordinates without a decimal point follow the header's
 * zero mode (`INCH,TZ` keeps trailing zeros, so leading ones are left out) and its `FILE_FORMAT`/`FORMAT` digits.
 */
export function readDrillHoles(text: string, maxHoles = Infinity): { holes: Hole[]; complete: boolean } {
  let scale = MM_PER_INCH;
  const format: CoordinateFormat = { integers: 2, decimals: 4, trailingZerosOmitted: false, incremental: false };
  let digitsGiven = false;
  const diameters = new Map<number, number>();
  const holes: Hole[] = [];
  let tool = 0;
  const position = { x: 0, y: 0 };
  for (const raw of piecesOf(text, '\n')) {
    const line = raw.trim();
    const units = /^(METRIC|INCH)(?:,(LZ|TZ))?/.exec(line) ?? (line === 'M71' ? [line, 'METRIC'] : line === 'M72' ? [line, 'INCH'] : null);
    if (units) {
      scale = units[1] === 'METRIC' ? 1 : MM_PER_INCH;
      if (!digitsGiven) Object.assign(format, units[1] === 'METRIC' ? { integers: 3, decimals: 3 } : { integers: 2, decimals: 4 });
      if (units[2]) format.trailingZerosOmitted = units[2] === 'LZ';
    }
    const digits = /(?:FILE_FORMAT=|FORMAT=\{)(\d):(\d)/.exec(line);
    if (digits) {
      Object.assign(format, { integers: Number(digits[1]), decimals: Number(digits[2]) });
      digitsGiven = true;
    }
    const definition = /^T(\d+)(?:[FSBH][\d.]+)*C([\d.]+)/.exec(line);
    if (definition) diameters.set(Number(definition[1]), Number(definition[2]) * scale);
    const selection = /^T(\d+)/.exec(line);
    if (selection) tool = Number(selection[1]);
    const hit = /^(?:X([+-]?[\d.]+))?(?:Y([+-]?[\d.]+))?(?:G85(?:X([+-]?[\d.]+))?(?:Y([+-]?[\d.]+))?)?$/.exec(line);
    if (hit && (hit[1] || hit[2]) && tool > 0) {
      const diameter = diameters.get(tool) ?? 0;
      if (hit[1]) position.x = coordinate(hit[1], format) * scale;
      if (hit[2]) position.y = coordinate(hit[2], format) * scale;
      const start = { ...position };
      holes.push({ ...start, diameter });
      // A routed slot (G85) from here to its end: hits half a diameter apart, which the checks take as one slot.
      if (line.includes('G85')) {
        if (hit[3]) position.x = coordinate(hit[3], format) * scale;
        if (hit[4]) position.y = coordinate(hit[4], format) * scale;
        holes.push(...slotHits(start, position, diameter));
      }
      if (holes.length > maxHoles) return { holes, complete: false };
    }
  }
  return { holes, complete: true };
}
