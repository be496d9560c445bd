import { readDrillHoles, readGerberShapes, type FileMeasure } from '@pcb/contract/domain';
import { VIEWER_LAYERS, type BoardPicture, type PictureFrame, type Side, type SidePicture, type ViewerLayer } from './design-reading';

/**
 * The board's pictures, drawn from the geometry the contract's reader already took from each file to
 * measure it (contract/src/domain/gerber-geometry.ts): every shape is a round pen's stroke, a dot or a filled
 * polygon, so a layer is a few <path> elements. Transparent SVG pictures per layer, so the viewer can
 * stack them and switch each one. A shape of clear polarity erases what its file drew before it: those
 * shapes are drawn in an SVG mask over the earlier ones.
 */

type Geometry = FileMeasure['geometry'];
type Shape = Geometry['shapes'][number];

const COLOURS = { base: '#5c5432', copper: '#c9a233', soldermask: '#0b5d1e', silkscreen: '#f5f5f5', drill: '#111', outline: '#ffd43b' };

/** The pictures' own size in pixels, about this wide on their long side: an <img> needs one to decode. */
const PICTURE_PIXELS = 1200;

/**
 * Markup per picture: the browser parses an SVG image on the main thread, in one task per image, so a
 * large layer comes in several pictures (the task lengths: docs/performance.md, the board picture).
 */
const PIECE_CHARS = 64 * 1024;
/** Path data per <path> element, so a layer's pieces can be cut between elements. */
const PATH_CHARS = 8 * 1024;
/** Outline strokes chained into the board's shape; past this many the board is drawn as its box. */
const MAX_OUTLINE_STROKES = 2000;

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Micrometres are finer than any fab draws; fewer digits are less markup to parse. */
const mm = (value: number) => String(Math.round(value * 1000) / 1000);
/** Gerber's y grows upwards, SVG's downwards. */
const point = (x: number, y: number) => `${mm(x)} ${mm(-y)}`;

function polyline(points: number[], closed: boolean): string {
  let d = `M${point(points[0], points[1])}`;
  for (let i = 2; i < points.length; i += 2) d += `L${point(points[i], points[i + 1])}`;
  // A dot: a subpath of no length, which round caps draw as a disc.
  if (points.length === 2) d += 'h0';
  return closed ? `${d}Z` : d;
}

/** Twice the polygon's signed area: its winding. */
function winding(points: number[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i += 2) {
    const j = (i + 2) % points.length;
    sum += points[i] * points[j + 1] - points[j] * points[i + 1];
  }
  return sum;
}

function reversed(points: number[]): number[] {
  const backwards: number[] = [];
  for (let i = points.length - 2; i >= 0; i -= 2) backwards.push(points[i], points[i + 1]);
  return backwards;
}

/** Every polygon wound the same way, so under the nonzero rule overlapping ones add up instead of cancelling. */
const counterClockwise = (points: number[]) => (winding(points) >= 0 ? points : reversed(points));

/** Path data in <path> elements of at most PATH_CHARS each. */
function elements(pieces: string[], attributes: string): string[] {
  const made: string[] = [];
  let d = '';
  for (const piece of pieces) {
    if (d.length + piece.length > PATH_CHARS && d) {
      made.push(`<path d="${d}"${attributes}/>`);
      d = '';
    }
    d += piece;
  }
  if (d) made.push(`<path d="${d}"${attributes}/>`);
  return made;
}

/** A filled shape's path data: its polygon wound one way and its holes (a macro's exposure-off part) the other, so they cut only it. */
const filledPath = (shape: Shape) =>
  polyline(counterClockwise(shape.points), true) + (shape.holes ?? []).map((hole) => polyline(reversed(counterClockwise(hole)), true)).join('');

/** A layer's shapes as <path> elements: the polygons filled, the strokes and dots one element per pen width. */
function shapeElements(shapes: readonly Shape[]): string[] {
  const filled = shapes.filter((shape) => shape.filled && shape.points.length >= 6);
  const byPen = new Map<string, Shape[]>();
  for (const shape of shapes.filter((candidate) => !candidate.filled)) {
    const width = mm(shape.radius * 2);
    if (!byPen.has(width)) byPen.set(width, []);
    byPen.get(width)!.push(shape);
  }
  return [
    ...elements(filled.map(filledPath), ''),
    ...[...byPen].flatMap(([width, strokes]) =>
      elements(
        strokes.map((shape) => polyline(shape.points, false)),
        ` fill="none" stroke-width="${width}"`,
      ),
    ),
  ];
}

/** A file's shapes in runs of one polarity, in the file's order. */
function polarityRuns(shapes: readonly Shape[]): { clear: boolean; shapes: Shape[] }[] {
  const runs: { clear: boolean; shapes: Shape[] }[] = [];
  for (const shape of shapes) {
    const clear = shape.clear === true;
    if (runs.at(-1)?.clear !== clear) runs.push({ clear, shapes: [] });
    runs.at(-1)!.shapes.push(shape);
  }
  return runs;
}

/** One <path> element of a layer's picture, with the masks (ids, the nearest first) of the clear runs drawn after it. */
interface Part {
  markup: string;
  masks: string[];
}

/** A layer's dark shapes as parts, and each clear run's elements as the mask that erases the parts before it. */
function layerParts(files: readonly Shape[][]): { parts: Part[]; masks: Map<string, string> } {
  const parts: Part[] = [];
  const masks = new Map<string, string>();
  files.forEach((shapes, file) => {
    const runs = polarityRuns(shapes);
    const after: string[] = [];
    for (let run = runs.length - 1; run >= 0; run--) {
      const elements = shapeElements(runs[run].shapes);
      if (runs[run].clear) {
        const id = `clear-${file}-${run}`;
        masks.set(id, elements.join(''));
        after.unshift(id);
      } else parts.unshift(...elements.map((markup) => ({ markup, masks: [...after] })));
    }
  });
  return { parts, masks };
}

function inPieces(parts: Part[]): Part[][] {
  const pieces: Part[][] = [];
  let size = Infinity;
  for (const part of parts) {
    if (size + part.markup.length > PIECE_CHARS) {
      pieces.push([]);
      size = 0;
    }
    pieces[pieces.length - 1].push(part);
    size += part.markup.length;
  }
  return pieces;
}

/** A piece's markup: each run of parts under the same masks wrapped in them, and the mask definitions it uses. */
function pieceMarkup(piece: Part[], masks: Map<string, string>, area: string): { body: string; defs: string } {
  let body = '';
  for (let start = 0; start < piece.length;) {
    const key = piece[start].masks.join();
    let end = start;
    while (end < piece.length && piece[end].masks.join() === key) end++;
    body += piece[start].masks.reduce(
      (inner, id) => `<g mask="url(#${id})">${inner}</g>`,
      piece
        .slice(start, end)
        .map((part) => part.markup)
        .join(''),
    );
    start = end;
  }
  const used = new Set(piece.flatMap((part) => part.masks));
  // The mask's region is the board's box: by default it would be the view box's size from the origin, which misses a board below y = 0.
  const defs = [...used].map(
    (id) => `<mask id="${id}" maskUnits="userSpaceOnUse" ${area}><rect ${area} fill="#fff"/><g color="#000">${masks.get(id)}</g></mask>`,
  );
  return { body, defs: defs.join('') };
}

function boxOf(shapes: readonly Shape[]): Box | null {
  let box: Box | null = null;
  for (const { points, radius } of shapes) {
    for (let i = 0; i < points.length; i += 2) {
      box ??= { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
      box.minX = Math.min(box.minX, points[i] - radius);
      box.maxX = Math.max(box.maxX, points[i] + radius);
      box.minY = Math.min(box.minY, points[i + 1] - radius);
      box.maxY = Math.max(box.maxY, points[i + 1] + radius);
    }
  }
  return box;
}

const EPSILON_MM = 0.01;
const meets = (points: number[], x: number, y: number) => Math.abs(points.at(-2)! - x) < EPSILON_MM && Math.abs(points.at(-1)! - y) < EPSILON_MM;

/** The outline's strokes joined end to end into closed loops (a tool may write its edges in any order and direction). */
function closedLoops(strokes: Shape[]): number[][] {
  const open = strokes.filter((shape) => !shape.filled && shape.points.length >= 4).map((shape) => shape.points);
  if (open.length > MAX_OUTLINE_STROKES) return [];
  const loops: number[][] = [];
  while (open.length > 0) {
    const loop = [...open.pop()!];
    for (let next = 0; next < open.length;) {
      const candidate = open[next];
      const forwards = meets(loop, candidate[0], candidate[1]);
      const backwards = !forwards && meets(loop, candidate.at(-2)!, candidate.at(-1)!);
      if (!forwards && !backwards) {
        next++;
        continue;
      }
      loop.push(...(forwards ? candidate : reversed(candidate)).slice(2));
      open.splice(next, 1);
      next = 0;
    }
    if (loop.length >= 6 && meets(loop, loop[0], loop[1])) loops.push(loop);
  }
  return loops;
}

interface Board {
  box: Box;
  /** The board's shape as path data (even-odd: a cut-out is a hole), or null where the outline does not close. */
  shape: string | null;
}

function boardOf(layers: readonly Geometry[]): Board | null {
  const outline = layers.filter((layer) => layer.layer === 'outline').flatMap((layer) => layer.shapes.filter((shape) => !shape.clear));
  const box = boxOf(outline) ?? boxOf(layers.flatMap(drawnShapes));
  if (!box) return null;
  const loops = closedLoops(outline);
  return { box, shape: loops.some((loop) => spans(loop, box)) ? loops.map((loop) => polyline(loop, true)).join('') : null };
}

/**
 * Whether a loop is the board's edge, reaching across nearly all of the outline's box: where the edge does not
 * close (the Bus Pirate's rounded corners), the loops found are only the holes drawn on it, and clipping to them would hide the board.
 */
function spans(loop: number[], box: Box): boolean {
  const own = boxOf([{ points: loop, filled: true, radius: 0, track: false }])!;
  return own.maxX - own.minX >= 0.95 * (box.maxX - box.minX) && own.maxY - own.minY >= 0.95 * (box.maxY - box.minY);
}

/** A drill file's holes as dots, a Gerber file's shapes as they are. */
function drawnShapes(layer: Geometry): Shape[] {
  return [...layer.shapes, ...layer.holes.map(({ x, y, diameter }) => ({ points: [x, y], filled: false, radius: diameter / 2, track: false }))];
}

/** One side's picture of some markup, sharing the board's view box so the stacked images line up. */
function svgPicture({ box, shape }: Board, body: string, defs = ''): Blob {
  const [width, height] = [box.maxX - box.minX, box.maxY - box.minY];
  const pixels = PICTURE_PIXELS / Math.max(width, height, Number.EPSILON);
  const clip = shape ? `<clipPath id="board"><path d="${shape}" clip-rule="evenodd"/></clipPath>` : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${mm(box.minX)} ${mm(-box.maxY)} ${mm(width)} ${mm(height)}"` +
    ` width="${Math.round(width * pixels)}" height="${Math.round(height * pixels)}"` +
    ` fill="currentColor" stroke="currentColor" stroke-width="0" stroke-linecap="round" stroke-linejoin="round">` +
    `<defs>${clip}${defs}</defs><g${shape ? ' clip-path="url(#board)"' : ''}>${body}</g></svg>`;
  return new Blob([svg], { type: 'image/svg+xml' });
}

const sideOf = (layer: Geometry): Side => (layer.layer === 'copper-top' ? 'top' : layer.layer === 'copper-bottom' ? 'bottom' : (layer.side ?? 'top'));
const SIDED_LAYERS: readonly string[] = ['copper-top', 'copper-bottom', 'copper', 'soldermask', 'silkscreen'];

/** The pictures' view box in mm (y turned downwards, as drawn), and the side each sided file is shown on. */
function frameOf({ box }: Board, layers: readonly Geometry[]): PictureFrame {
  const sided = layers.filter((layer) => SIDED_LAYERS.includes(layer.layer));
  return {
    viewBox: [box.minX, -box.maxY, box.maxX - box.minX, box.maxY - box.minY],
    mmPerUnit: 1,
    fileSides: Object.fromEntries(sided.map((layer) => [layer.name, sideOf(layer)])),
  };
}

/** Which files each viewer layer of a side shows (each file's shapes apart): copper and print of that side (one without a side is the top), drill and outline on both. */
function onSide(layers: readonly Geometry[], side: Side): Record<ViewerLayer, Shape[][]> {
  const shapesOf = (wanted: (layer: Geometry) => boolean) => layers.filter(wanted).map(drawnShapes);
  const ofType =
    (...types: string[]) =>
    (layer: Geometry) =>
      types.includes(layer.layer);
  const sided =
    (...types: string[]) =>
    (layer: Geometry) =>
      ofType(...types)(layer) && sideOf(layer) === side;
  return {
    copper: shapesOf(sided('copper-top', 'copper-bottom', 'copper')),
    soldermask: shapesOf(sided('soldermask')),
    silkscreen: shapesOf(sided('silkscreen')),
    drill: shapesOf(ofType('drill')),
    outline: shapesOf(ofType('outline')),
  };
}

function sidePicture(board: Board, layers: readonly Geometry[], side: Side): SidePicture {
  const { box } = board;
  const area = `x="${mm(box.minX)}" y="${mm(-box.maxY)}" width="${mm(box.maxX - box.minX)}" height="${mm(box.maxY - box.minY)}"`;
  const rect = (fill: string, extra = '') => `<rect ${area} fill="${fill}"${extra}/>`;
  const shapes = onSide(layers, side);
  const pictures = (layer: ViewerLayer) => {
    const { parts, masks } = layerParts(shapes[layer]);
    return inPieces(parts).map((piece) => {
      const { body, defs } = pieceMarkup(piece, masks, area);
      return svgPicture(board, `<g color="${COLOURS[layer]}">${body}</g>`, defs);
    });
  };
  // The mask covers the board except where the mask layer opens it: one picture, since a mask cannot be cut in pieces.
  // Painted in the files' order, a clear shape closes again what an opening drawn before it opened.
  const openings = shapes.soldermask.flatMap(polarityRuns).map((run) => `<g color="${run.clear ? '#fff' : '#000'}">${shapeElements(run.shapes).join('')}</g>`);
  const mask = () =>
    svgPicture(board, rect(COLOURS.soldermask, ' opacity="0.7" mask="url(#openings)"'), `<mask id="openings">${rect('#fff')}${openings.join('')}</mask>`);
  const drawn = VIEWER_LAYERS.filter((layer) => shapes[layer].some((file) => file.length > 0)).map((layer) => [
    layer,
    layer === 'soldermask' ? [mask()] : pictures(layer),
  ]);
  return { base: svgPicture(board, rect(COLOURS.base)), layers: Object.fromEntries(drawn) };
}

/** A file's whole geometry: what the measure kept, or read again where the measure stopped at its bound. */
function wholeGeometry(measure: FileMeasure, text: string): Geometry {
  const { geometry } = measure;
  if (geometry.complete) return geometry;
  return geometry.layer === 'drill' ? { ...geometry, holes: readDrillHoles(text).holes } : { ...geometry, shapes: readGerberShapes(text).shapes };
}

/** Both sides of the board from the files' measures; null when nothing in them is drawn. */
export function drawBoard(files: ReadonlyArray<{ text: string; measure: FileMeasure }>): BoardPicture | null {
  const layers = files.map(({ measure, text }) => wholeGeometry(measure, text));
  const board = boardOf(layers);
  if (!board) return null;
  const { box } = board;
  const [width, height] = [box.maxX - box.minX, box.maxY - box.minY];
  return {
    aspectRatio: height > 0 ? width / height : 1,
    frame: frameOf(board, layers),
    sides: { top: sidePicture(board, layers, 'top'), bottom: sidePicture(board, layers, 'bottom') },
  };
}
