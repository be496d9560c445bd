import { DESIGN_RULES, type DesignLayer, type DesignMeasures, type DesignRule, type DesignRuleCheck, type DesignRuleResult } from './design-report';
import type { DesignCapabilities } from './design-capabilities';
import { formatMm, formatSize, formatTrack } from './design-checks';
import { cleared, NECK_EROSIONS, neckOf } from './gerber-areas';
import type { Box } from './gerber-reader';
import type { Hole, Shape } from './gerber-geometry';
import { distanceToEdges, insidePolygon, pointToSegment, segmentToSegment, type Segment } from './plane-geometry';
import { Budget, SpatialGrid, TooComplex } from './spatial-grid';

/**
 * The design-rule checks (issue 36): the geometry of a design's Gerber and drill files held against
 * what the centre can make. The same code runs in the browser's worker and in pcb-api's inspection
 * worker. Each check compares a feature with its neighbours in a spatial grid, within a bound of work;
 * past it the check says the design is too complex to check fully rather than running on.
 * Nets are not known from plain Gerber: copper that touches is one net, and so is copper joined
 * through a plated hole.
 */

export type Side = 'top' | 'bottom';

/** One file's geometry, as design-inspection.ts reads it. */
export interface LayerGeometry {
  name: string;
  layer: DesignLayer;
  side: Side | null;
  shapes: Shape[];
  holes: Hole[];
  /** A drill file of plated holes (not `NPTH`/`NonPlated`). */
  plated: boolean;
  /** False when the file held more than the reader's bound: the checks that need it are too complex. */
  complete: boolean;
  /** What clear shapes left of tracks they cut into (filled shapes, also in `shapes`): their width is measured at their necks. */
  cutTracks?: Shape[];
}

/** The steps one check may take (cells visited, pairs compared): about a second on a slow laptop. */
const WORK_PER_CHECK = 40_000_000;
/**
 * Coordinates of dark shapes and of the clear shapes that reach them that one file may have cut (Clipper took 2–15 µs
 * a coordinate here: at most about 3 s). Clockblock's silkscreen, its pads cleared out of it, takes 19 000.
 */
const CLEARING_WORK = 200_000;
/** Failing places listed per check; the rest are counted. */
const MAX_LOCATIONS = 200;
/** Copper closer than this touches: well under any fab's resolution, above the files' rounding. */
const TOUCHING_MM = 0.0005;
/** Two figures this close are the same: the files round to the micrometre. */
const TOLERANCE_MM = 0.001;
/** An outline loop this close to a hole's centre and size is that hole's circle. */
const HOLE_MATCH_MM = 0.2;
/** Outline ends closer than this are joined (a rounding in the file, not a gap a router would see). */
const JOINED_MM = 0.01;

interface Piece extends Segment {
  radius: number;
  shape: number;
}

interface Finding {
  x: number;
  y: number;
  file: LayerGeometry;
}

interface Outcome {
  result: DesignRuleResult;
  found: string | null;
  capability: string | null;
  message: string;
  findings?: Finding[];
}

const isCopper = (file: LayerGeometry) => file.layer.startsWith('copper');
const isOuterCopper = (file: LayerGeometry) => isCopper(file) && file.layer !== 'copper-inner';

/** The segments of a path: its chords, closed back to its start for a polygon; a dot for a single point. */
function piecesOfPath(points: readonly number[], closed: boolean, radius: number, id: number): Piece[] {
  if (points.length === 2) return [{ x1: points[0], y1: points[1], x2: points[0], y2: points[1], radius, shape: id }];
  const pieces: Piece[] = [];
  for (let i = 2; i < points.length; i += 2) pieces.push({ x1: points[i - 2], y1: points[i - 1], x2: points[i], y2: points[i + 1], radius, shape: id });
  if (closed) pieces.push({ x1: points.at(-2)!, y1: points.at(-1)!, x2: points[0], y2: points[1], radius, shape: id });
  return pieces;
}

/** The segments a shape's outline or path is made of: a filled polygon's edges and its holes' (closed), a stroke's chords, a dot. */
function piecesOfShape(shape: Shape, id: number): Piece[] {
  const rings = shape.filled ? [shape.points, ...(shape.holes ?? [])] : [shape.points];
  return rings.flatMap((ring) => piecesOfPath(ring, shape.filled, shape.radius, id));
}

/** Whether a point lies inside a filled shape: inside its polygon and in none of its holes. */
const insideShape = (shape: Shape, x: number, y: number) => insidePolygon(shape.points, x, y) && !shape.holes?.some((hole) => insidePolygon(hole, x, y));

/** How far a point lies from a filled shape's nearest edge, its holes' edges included. */
const distanceToShapeEdges = (shape: Shape, x: number, y: number) =>
  Math.min(distanceToEdges(shape.points, x, y), ...(shape.holes ?? []).map((hole) => distanceToEdges(hole, x, y)));

const boxOf = (p: Piece): Box => ({
  minX: Math.min(p.x1, p.x2) - p.radius,
  minY: Math.min(p.y1, p.y2) - p.radius,
  maxX: Math.max(p.x1, p.x2) + p.radius,
  maxY: Math.max(p.y1, p.y2) + p.radius,
});

function shapeBox(shape: Shape): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (let i = 0; i < shape.points.length; i += 2) {
    box.minX = Math.min(box.minX, shape.points[i] - shape.radius);
    box.maxX = Math.max(box.maxX, shape.points[i] + shape.radius);
    box.minY = Math.min(box.minY, shape.points[i + 1] - shape.radius);
    box.maxY = Math.max(box.maxY, shape.points[i + 1] + shape.radius);
  }
  return box;
}

/** Pieces in a grid whose cells hold a few pieces each on average. */
function gridOf(boxes: Box[], budget: Budget): SpatialGrid {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const b of boxes) [minX, minY, maxX, maxY] = [Math.min(minX, b.minX), Math.min(minY, b.minY), Math.max(maxX, b.maxX), Math.max(maxY, b.maxY)];
  const area = boxes.length === 0 ? 1 : Math.max((maxX - minX) * (maxY - minY), 1);
  const cell = Math.min(20, Math.max(0.25, 2 * Math.sqrt(area / Math.max(boxes.length, 1))));
  const grid = new SpatialGrid(cell);
  for (const box of boxes) grid.insert(box, budget);
  return grid;
}

/** A layer's pieces in a grid; shape numbers count from `firstShape`, so they are unique across layers. */
interface IndexedLayer {
  file: LayerGeometry;
  firstShape: number;
  pieces: Piece[];
  grid: SpatialGrid;
  /** The filled shapes (regions, rectangular pads) by their whole box: a point inside one is far from its edges. */
  filled: number[];
  fills: SpatialGrid;
}

function indexLayer(file: LayerGeometry, firstShape: number, budget: Budget): IndexedLayer {
  const pieces = file.shapes.flatMap((shape, i) => piecesOfShape(shape, firstShape + i));
  budget.spend(pieces.length);
  const filled = file.shapes.flatMap((shape, i) => (shape.filled ? [i] : []));
  const fills = gridOf(
    filled.map((i) => shapeBox(file.shapes[i])),
    budget,
  );
  return { file, firstShape, pieces, grid: gridOf(pieces.map(boxOf), budget), filled, fills };
}

/** The shapes of a layer whose copper covers the point (a pen's reach or a filled shape's inside), each once. */
function shapesAt(layer: IndexedLayer, x: number, y: number, budget: Budget): number[] {
  const point = { minX: x, minY: y, maxX: x, maxY: y };
  const stroked = layer.grid
    .near(point, 0, budget)
    .map((j) => layer.pieces[j])
    .filter((piece) => !shapeOf(layer, piece.shape).filled && pointToSegment(x, y, piece).distance <= piece.radius)
    .map((piece) => piece.shape);
  const filled = layer.fills
    .near(point, 0, budget)
    .map((k) => layer.firstShape + layer.filled[k])
    .filter((id) => {
      const shape = shapeOf(layer, id);
      budget.spend(shape.points.length / 2);
      return insideShape(shape, x, y);
    });
  return [...new Set([...stroked, ...filled])];
}

/** Which shapes are joined (one net), by union-find with path halving. */
class Nets {
  private readonly parent: Int32Array;

  constructor(size: number) {
    this.parent = Int32Array.from({ length: size }, (_, i) => i);
  }

  find(a: number): number {
    while (this.parent[a] !== a) a = this.parent[a] = this.parent[this.parent[a]];
    return a;
  }

  join(a: number, b: number) {
    this.parent[this.find(a)] = this.find(b);
  }
}

const shapeOf = (layer: IndexedLayer, id: number) => layer.file.shapes[id - layer.firstShape];

/** One memo per lazily built part of the board, remembering a TooComplex too. */
function once<T>(build: () => T): () => T {
  let outcome: { value: T } | { error: unknown } | undefined;
  return () => {
    if (!outcome) {
      try {
        outcome = { value: build() };
      } catch (error) {
        outcome = { error };
      }
    }
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  };
}

/** The outline's edges, its closed loops and its open ends. */
interface Outline {
  file: LayerGeometry;
  edges: Segment[];
  grid: SpatialGrid;
  /** Each closed loop's edges and box. */
  loops: { edges: Segment[]; box: Box }[];
  openEnds: { x: number; y: number }[];
  box: Box;
}

/** A loop of the outline drawn round a drill hole (Eagle draws a hole's circle on its dimension layer): the hole, not an edge. */
function drawsHole(box: Box, holes: readonly Hole[]): boolean {
  const [x, y, size] = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2, Math.max(box.maxX - box.minX, box.maxY - box.minY)];
  return holes.some((hole) => Math.hypot(hole.x - x, hole.y - y) < HOLE_MATCH_MM && Math.abs(hole.diameter - size) < HOLE_MATCH_MM);
}

/** The outline's drawn edges, each once: Eagle draws some corners twice, and an edge drawn twice is no gap. */
function outlineEdges(file: LayerGeometry, keyOf: (x: number, y: number) => string): Piece[] {
  const seen = new Set<string>();
  return file.shapes
    .flatMap((shape, i) => piecesOfShape(shape, i))
    .filter((p) => {
      const ends = [keyOf(p.x1, p.y1), keyOf(p.x2, p.y2)].sort().join(' ');
      if (seen.has(ends) || (p.x1 === p.x2 && p.y1 === p.y2)) return false;
      seen.add(ends);
      return true;
    });
}

function readOutline(file: LayerGeometry, holes: readonly Hole[], budget: Budget): Outline {
  // Ends closer than JOINED_MM are one vertex: Eagle writes a corner 0,0001 in apart from where the next edge starts.
  const keyOf = (x: number, y: number) => `${Math.round(x / JOINED_MM)},${Math.round(y / JOINED_MM)}`;
  const drawn = outlineEdges(file, keyOf);
  const ends = new Map<string, { x: number; y: number; degree: number; id: number }>();
  const vertex = (x: number, y: number) => {
    const key = keyOf(x, y);
    let found = ends.get(key);
    if (!found) ends.set(key, (found = { x, y, degree: 0, id: ends.size }));
    found.degree++;
    return found.id;
  };
  const nets = new Nets(drawn.length * 2);
  const edgeVertex = drawn.map((e) => {
    const [a, b] = [vertex(e.x1, e.y1), vertex(e.x2, e.y2)];
    nets.join(a, b);
    return a;
  });
  const openEnds = [...ends.values()].filter((end) => end.degree % 2 === 1);
  const openComponents = new Set(openEnds.map((end) => nets.find(end.id)));
  const byComponent = new Map<number, Segment[]>();
  drawn.forEach((edge, i) => {
    const component = nets.find(edgeVertex[i]);
    if (!openComponents.has(component)) byComponent.set(component, [...(byComponent.get(component) ?? []), edge]);
  });
  const closed = [...byComponent.values()].map((loopEdges) => ({ edges: loopEdges, box: boxOfSegments(loopEdges) }));
  const drilled = new Set(closed.filter((loop) => drawsHole(loop.box, holes)).flatMap((loop) => loop.edges));
  const loops = closed.filter((loop) => !drilled.has(loop.edges[0]));
  const edges = drawn.filter((edge) => !drilled.has(edge));
  const grid = gridOf(
    edges.map((e) => boxOf({ ...e, radius: 0, shape: 0 })),
    budget,
  );
  return { file, edges, grid, loops, openEnds, box: boxOfSegments(edges) };
}

function boxOfSegments(edges: Segment[]): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const e of edges) {
    box.minX = Math.min(box.minX, e.x1, e.x2);
    box.minY = Math.min(box.minY, e.y1, e.y2);
    box.maxX = Math.max(box.maxX, e.x1, e.x2);
    box.maxY = Math.max(box.maxY, e.y1, e.y2);
  }
  return box;
}

/** Whether a point is inside the edges, by the even-odd rule: a cut-out inside the board is outside. */
function insideEdges(edges: Iterable<Segment>, x: number, y: number): boolean {
  let inside = false;
  for (const e of edges) if (e.y1 > y !== e.y2 > y && x < ((e.x2 - e.x1) * (y - e.y1)) / (e.y2 - e.y1) + e.x1) inside = !inside;
  return inside;
}

/** The largest gap in the outline: its open ends paired nearest first, the widest pair's distance. */
function largestGap(ends: { x: number; y: number }[], budget: Budget): number {
  budget.spend(ends.length * ends.length);
  const pairs = ends.flatMap((a, i) => ends.slice(i + 1).map((b, k) => ({ i, j: i + 1 + k, distance: Math.hypot(a.x - b.x, a.y - b.y) })));
  pairs.sort((a, b) => a.distance - b.distance);
  const paired = new Set<number>();
  let largest = 0;
  for (const { i, j, distance } of pairs) {
    if (paired.has(i) || paired.has(j)) continue;
    paired.add(i).add(j);
    largest = Math.max(largest, distance);
  }
  return largest;
}

const pass = (found: string | null, capability: string | null, message: string): Outcome => ({ result: 'pass', found, capability, message });
const fail = (result: DesignRuleResult, found: string | null, capability: string | null, message: string, findings: Finding[] = []): Outcome => ({
  result,
  found,
  capability,
  message,
  findings,
});
const notChecked = (message: string): Outcome => ({ result: 'not-checked', found: null, capability: null, message });

export const DESIGN_RULE_TEXTS = {
  names: {
    outline: 'Garis tepi papan',
    size: 'Ukuran papan',
    layers: 'Jumlah lapisan tembaga',
    track: 'Lebar jalur terkecil',
    clearance: 'Jarak antar tembaga',
    drill: 'Ukuran lubang bor',
    'annular-ring': 'Cincin tembaga lubang (annular ring)',
    'hole-spacing': 'Jarak antar lubang',
    'edge-distance': 'Jarak tembaga dan lubang ke tepi papan',
    'outside-outline': 'Lubang atau tembaga di luar papan',
    'silk-over-pads': 'Silkscreen di atas pad',
    'several-outlines': 'Beberapa papan dalam satu file',
  } satisfies Record<DesignRule, string>,
  passed: 'Sesuai dengan kemampuan produksi kami.',
  tooComplex: 'Desain terlalu rumit untuk diperiksa sepenuhnya. Admin akan memeriksa bagian ini secara manual.',
  noOutline: 'Tidak diperiksa: file tidak berisi garis tepi papan (outline) yang tertutup.',
  noDrill: 'Tidak diperiksa: file tidak berisi file drill.',
  noCopper: 'Tidak diperiksa: file tidak berisi lapisan tembaga.',
  noSilk: 'Tidak diperiksa: file tidak berisi lapisan silkscreen dan solder mask.',
  noTracks: 'Tidak diperiksa: file tidak berisi jalur tembaga.',
  missingOutline: 'File tidak berisi garis tepi papan (outline). Tambahkan layer outline (Edge Cuts) agar papan dapat dipotong.',
  closed: 'tertutup',
  closedOutline: 'Garis tepi papan tertutup.',
  openOutline: (gap: string) => `Garis tepi papan tidak tertutup: celah terbesar ${gap}. Tutup garis tepi agar papan dapat dipotong.`,
  size: (found: string, capability: string) => `Ukuran papan pada file (${found}) melebihi ukuran terbesar yang dapat kami buat, ${capability}.`,
  layers: (found: number, capability: string) => `File berisi ${found} lapisan tembaga, sedangkan kami membuat papan ${capability}.`,
  track: (found: string, capability: string) => `Jalur terkecil pada file (${found}) lebih kecil dari kemampuan produksi kami, ${capability}.`,
  clearance: (found: string, capability: string) =>
    `Jarak antar tembaga terkecil pada file (${found}) lebih kecil dari kemampuan produksi kami, ${capability}.`,
  drill: (found: string, capability: string) => `Ukuran lubang pada file (${found}) di luar ukuran bor yang dapat kami buat, ${capability}.`,
  annularRing: (found: string, capability: string) =>
    `Cincin tembaga terkecil di sekitar lubang berlapis (${found}) lebih kecil dari kemampuan produksi kami, ${capability}.`,
  holeSpacing: (found: string, capability: string) =>
    `Jarak antar tepi lubang terkecil pada file (${found}) lebih kecil dari kemampuan produksi kami, ${capability}.`,
  edgeDistance: (found: string, capability: string) => `Tembaga atau lubang terlalu dekat dengan tepi papan (${found}), minimal ${capability}.`,
  outside: (count: number) => `${count} lubang atau bagian tembaga berada di luar garis tepi papan.`,
  silk: (found: string, capability: string) =>
    `Silkscreen berada di atas atau terlalu dekat dengan pad terbuka (${found}), minimal ${capability}. Bagian itu akan terpotong saat produksi.`,
  severalOutlines: (count: number) => `File berisi ${count} papan terpisah. Pastikan permintaan menyebut jumlah desain dalam panel.`,
} as const;
const T = DESIGN_RULE_TEXTS;

/** The smallest of the findings' values, shown; null when there is none. */
const smallestShown = (values: number[], show: (mm: number) => string = formatMm) =>
  values.length === 0
    ? null
    : show(
        Math.max(
          0,
          values.reduce((a, b) => Math.min(a, b)),
        ),
      );

/** What a design is checked against: its files' geometry, the figures design-inspection measured, and the centre. */
interface Design {
  files: readonly LayerGeometry[];
  measures: Omit<DesignMeasures, 'files' | 'rules'>;
  capabilities: DesignCapabilities;
}

function designRules({ files, measures, capabilities: caps }: Design) {
  const buildBudget = new Budget(WORK_PER_CHECK);
  const copperFiles = files.filter(isCopper);
  const drillFiles = files.filter((f) => f.layer === 'drill');
  const holes = drillFiles.flatMap((file) => file.holes.map((hole) => ({ hole, file })));
  const platedHoles = holes.filter(({ file }) => file.plated);
  const outlineFile = files.find((f) => f.layer === 'outline' && f.shapes.length > 0);
  const needComplete = (...needed: LayerGeometry[]) => {
    if (needed.some((f) => !f.complete)) throw new TooComplex();
  };

  const copper = once(() => {
    needComplete(...copperFiles);
    let next = 0;
    return copperFiles.map((file) => {
      const layer = indexLayer(file, next, buildBudget);
      next += file.shapes.length;
      return layer;
    });
  });
  const outline = once(
    () =>
      outlineFile &&
      (needComplete(outlineFile),
      readOutline(
        outlineFile,
        holes.map(({ hole }) => hole),
        buildBudget,
      )),
  );
  const closedOutline = () => {
    const read = outline();
    return read && read.loops.length > 0 ? read : undefined;
  };
  /** Whether a point lies on the board, by a ray through the outline's closed loops; everywhere when there is no closed outline. */
  const onBoard = (budget: Budget) => {
    const read = closedOutline();
    if (!read) return () => true;
    const loopEdges = new Set(read.loops.flatMap((loop) => loop.edges));
    return (x: number, y: number) => {
      const ray = read.grid.near({ minX: x, minY: y, maxX: read.box.maxX, maxY: y }, 0, budget).map((e) => read.edges[e]);
      return insideEdges(
        ray.filter((e) => loopEdges.has(e)),
        x,
        y,
      );
    };
  };
  /** Copper outside the board is cut away (check 10 says so): its tracks and gaps are not made. */
  const madeOnly = <F extends Finding>(findings: F[]) => {
    const inside = onBoard(new Budget(WORK_PER_CHECK));
    return findings.filter(({ x, y }) => inside(x, y));
  };

  /** Overlapping copper, copper inside a filled shape, and copper on a plated hole's ends: one net each. */
  const nets = once(() => {
    const budget = new Budget(WORK_PER_CHECK);
    const layers = copper();
    const shapes = layers.reduce((count, l) => count + l.file.shapes.length, 0);
    const found = new Nets(shapes + platedHoles.length);
    const near: { layer: IndexedLayer; a: Piece; b: Piece; distance: number; x: number; y: number }[] = [];
    const margin = caps.min_clearance_mm;
    for (const layer of layers) {
      layer.pieces.forEach((a, i) => {
        for (const j of layer.grid.near(boxOf(a), margin, budget)) {
          const b = layer.pieces[j];
          // Nets only grow: a pair already of one net stays so, and needs no measuring.
          if (j <= i || found.find(a.shape) === found.find(b.shape)) continue;
          budget.spend();
          const closest = segmentToSegment(a, b);
          const distance = closest.distance - a.radius - b.radius;
          if (distance <= TOUCHING_MM) found.join(a.shape, b.shape);
          else if (distance < margin) near.push({ layer, a, b, ...closest, distance });
        }
      });
      joinContained(layer, found, budget);
    }
    platedHoles.forEach(({ hole }, h) => {
      for (const layer of layers) for (const shape of shapesAt(layer, hole.x, hole.y, budget)) found.join(shapes + h, shape);
    });
    return { found, near };
  });

  const rules: Record<DesignRule, () => Outcome> = {
    outline: () => {
      const read = outline();
      if (!read) return fail('cannot-be-made', null, null, T.missingOutline);
      const gap = read.openEnds.length > 0 ? largestGap(read.openEnds, buildBudget) : 0;
      if (gap <= JOINED_MM) return pass(T.closed, null, T.closedOutline);
      const findings = read.openEnds.map(({ x, y }) => ({ x, y, file: read.file }));
      return fail('cannot-be-made', formatMm(gap), null, T.openOutline(formatMm(gap)), findings);
    },
    size: () => {
      const { width_mm: width, height_mm: height } = measures;
      const capability = formatSize(caps.max_width_mm, caps.max_height_mm);
      if (width === null || height === null) return notChecked(T.noOutline);
      const fits = (w: number, h: number) => w <= caps.max_width_mm && h <= caps.max_height_mm;
      const found = formatSize(width, height);
      return fits(width, height) || fits(height, width)
        ? pass(found, capability, T.passed)
        : fail('cannot-be-made', found, capability, T.size(found, capability));
    },
    layers: () => {
      const found = measures.copper_layers;
      const capability = `${caps.layer_counts.join(', ')} layer`;
      if (found === 0) return notChecked(T.noCopper);
      return caps.layer_counts.includes(found)
        ? pass(`${found} layer`, capability, T.passed)
        : fail('cannot-be-made', `${found} layer`, capability, T.layers(found, capability));
    },
    track: () => {
      const capability = formatTrack(caps.min_track_mm);
      if (measures.min_track_mm === null) return notChecked(T.noTracks);
      const narrow = (width: number) => width < caps.min_track_mm - TOLERANCE_MM;
      const thin = copperFiles.flatMap((file) =>
        file.shapes.filter((s) => s.track && narrow(2 * s.radius)).map((s) => ({ x: s.points[0], y: s.points[1], file })),
      );
      const necks = cutTrackNecks(copperFiles, caps.min_track_mm - TOLERANCE_MM, new Budget(CLEARING_WORK));
      const findings = madeOnly([...thin, ...necks]);
      const found = formatTrack(Math.min(measures.min_track_mm, ...necks.map((neck) => neck.width)));
      return findings.length === 0 ? pass(found, capability, T.passed) : fail('cannot-be-made', found, capability, T.track(found, capability), findings);
    },
    clearance: () => {
      const capability = formatMm(caps.min_clearance_mm);
      if (copperFiles.length === 0) return notChecked(T.noCopper);
      const { found, near } = nets();
      const closest = new Map<string, (typeof near)[number]>();
      for (const pair of near) {
        const key = `${pair.a.shape} ${pair.b.shape}`;
        const apart = pair.distance < caps.min_clearance_mm - TOLERANCE_MM && found.find(pair.a.shape) !== found.find(pair.b.shape);
        if (apart && pair.distance < (closest.get(key)?.distance ?? Infinity)) closest.set(key, pair);
      }
      const failing = madeOnly([...closest.values()].map((pair) => ({ ...pair, file: pair.layer.file })));
      const shown = smallestShown(failing.map((n) => n.distance));
      if (!shown) return pass(null, capability, T.passed);
      return fail('cannot-be-made', shown, capability, T.clearance(shown, capability), failing);
    },
    drill: () => {
      const capability = `${formatMm(caps.min_drill_mm)} – ${formatMm(caps.max_drill_mm)}`;
      const diameters = holes.map(({ hole }) => hole.diameter).filter((d) => d > 0);
      if (diameters.length === 0) return notChecked(T.noDrill);
      const found = `${formatMm(Math.min(...diameters))} – ${formatMm(Math.max(...diameters))}`;
      const outOfRange = ({ hole }: { hole: Hole }) => hole.diameter < caps.min_drill_mm - TOLERANCE_MM || hole.diameter > caps.max_drill_mm + TOLERANCE_MM;
      const findings = holes.filter(outOfRange).map(({ hole, file }) => ({ x: hole.x, y: hole.y, file }));
      return findings.length === 0 ? pass(found, capability, T.passed) : fail('cannot-be-made', found, capability, T.drill(found, capability), findings);
    },
    'annular-ring': () => {
      const capability = formatMm(caps.min_annular_ring_mm);
      const outer = copper().filter((layer) => isOuterCopper(layer.file));
      if (platedHoles.length === 0 || outer.length === 0) return notChecked(platedHoles.length === 0 ? T.noDrill : T.noCopper);
      const budget = new Budget(WORK_PER_CHECK);
      // A hole with no copper on either side has nothing to plate: it is drilled as a non-plated hole (a mounting hole).
      const rings = platedHoles
        .map(({ hole }) => outer.map((layer) => ({ ring: ringAround(layer, hole, budget), hole, layer })))
        .filter((sides) => sides.some(({ ring, hole }) => ring > -hole.diameter / 2))
        .flat();
      const failing = rings.filter(({ ring }) => ring < caps.min_annular_ring_mm - TOLERANCE_MM);
      const found = smallestShown(rings.map(({ ring }) => ring));
      if (failing.length === 0) return pass(found, capability, T.passed);
      const findings = failing.map(({ hole, layer }) => ({ x: hole.x, y: hole.y, file: layer.file }));
      return fail('cannot-be-made', found, capability, T.annularRing(found!, capability), findings);
    },
    'hole-spacing': () => {
      const capability = formatMm(caps.min_hole_spacing_mm);
      if (holes.length === 0) return notChecked(T.noDrill);
      const budget = new Budget(WORK_PER_CHECK);
      const boxes = holes.map(({ hole: h }) => ({
        minX: h.x - h.diameter / 2,
        minY: h.y - h.diameter / 2,
        maxX: h.x + h.diameter / 2,
        maxY: h.y + h.diameter / 2,
      }));
      const grid = gridOf(boxes, budget);
      const near: { i: number; j: number; distance: number }[] = [];
      // Hits that touch or overlap are one slot, drilled in steps: only holes of different slots are spaced.
      const slots = new Nets(holes.length);
      holes.forEach(({ hole: a }, i) => {
        for (const j of grid.near(boxes[i], caps.min_hole_spacing_mm, budget)) {
          const b = holes[j].hole;
          const distance = Math.hypot(a.x - b.x, a.y - b.y) - a.diameter / 2 - b.diameter / 2;
          if (j > i && distance <= 0) slots.join(i, j);
          else if (j > i && distance < caps.min_hole_spacing_mm - TOLERANCE_MM) near.push({ i, j, distance });
        }
      });
      const failing = near
        .filter(({ i, j }) => slots.find(i) !== slots.find(j))
        .map(({ i, j, distance }) => {
          const [a, b] = [holes[i].hole, holes[j].hole];
          return { distance, x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, file: holes[i].file };
        });
      const shown = smallestShown(failing.map((f) => f.distance));
      return shown ? fail('cannot-be-made', shown, capability, T.holeSpacing(shown, capability), failing) : pass(null, capability, T.passed);
    },
    'edge-distance': () => {
      const capability = formatMm(caps.min_copper_to_edge_mm);
      const read = outline();
      if (!read) return notChecked(T.noOutline);
      const budget = new Budget(WORK_PER_CHECK);
      const limit = caps.min_copper_to_edge_mm - TOLERANCE_MM;
      const failing: { distance: number; x: number; y: number; file: LayerGeometry }[] = [];
      for (const layer of copper()) {
        const nearest = new Map<number, { distance: number; x: number; y: number; file: LayerGeometry }>();
        for (const piece of layer.pieces)
          for (const e of read.grid.near(boxOf(piece), caps.min_copper_to_edge_mm, budget)) {
            budget.spend();
            const closest = segmentToSegment(piece, read.edges[e]);
            const distance = closest.distance - piece.radius;
            if (distance < limit && distance < (nearest.get(piece.shape)?.distance ?? Infinity))
              nearest.set(piece.shape, { ...closest, distance, file: layer.file });
          }
        failing.push(...nearest.values());
      }
      for (const { hole, file } of holes) {
        const box = { minX: hole.x, minY: hole.y, maxX: hole.x, maxY: hole.y };
        const distances = read.grid
          .near(box, hole.diameter / 2 + caps.min_copper_to_edge_mm, budget)
          .map((e) => pointToSegment(hole.x, hole.y, read.edges[e]).distance);
        const distance = Math.min(Infinity, ...distances) - hole.diameter / 2;
        if (distance < limit) failing.push({ distance, x: hole.x, y: hole.y, file });
      }
      const shown = smallestShown(failing.map((f) => f.distance));
      return shown ? fail('cannot-be-made', shown, capability, T.edgeDistance(shown, capability), failing) : pass(null, capability, T.passed);
    },
    'outside-outline': () => {
      if (!closedOutline()) return notChecked(T.noOutline);
      const inside = onBoard(new Budget(WORK_PER_CHECK));
      const findings = [
        ...holes.filter(({ hole }) => !inside(hole.x, hole.y)).map(({ hole, file }) => ({ x: hole.x, y: hole.y, file })),
        ...copperFiles.flatMap((file) => file.shapes.filter((s) => !inside(s.points[0], s.points[1])).map((s) => ({ x: s.points[0], y: s.points[1], file }))),
      ];
      // The board is routed along its outline: what lies outside is cut away, which the buyer should know of.
      return findings.length === 0 ? pass(null, null, T.passed) : fail('warning', String(findings.length), null, T.outside(findings.length), findings);
    },
    'silk-over-pads': () => silkOverPads(files, caps),
    'several-outlines': () => {
      const read = closedOutline();
      if (!read) return notChecked(T.noOutline);
      buildBudget.spend(read.loops.length * read.loops.length);
      const within = (a: Outline['loops'][number], b: Outline['loops'][number]) => a !== b && insideEdges(b.edges, a.edges[0].x1, a.edges[0].y1);
      const outermost = read.loops.filter((loop) => !read.loops.some((other) => within(loop, other)));
      if (outermost.length <= 1) return pass('1', null, T.passed);
      const findings = outermost.map(({ box }) => ({ x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2, file: read.file }));
      return fail('warning', String(outermost.length), null, T.severalOutlines(outermost.length), findings);
    },
  };
  return rules;
}

/** Where clear shapes narrowed tracks below `width`: each neck's width and place. */
function cutTrackNecks(files: readonly LayerGeometry[], width: number, budget: Budget) {
  return files.flatMap((file) =>
    (file.cutTracks ?? []).flatMap((piece) => {
      budget.spend(piece.points.length * NECK_EROSIONS);
      const neck = neckOf(piece, width);
      return neck ? [{ ...neck, file }] : [];
    }),
  );
}

/** Joins each shape that starts inside a filled shape of the layer to it: a track over a pour is the pour's net, a via in a pad the pad's. */
function joinContained(layer: IndexedLayer, nets: Nets, budget: Budget) {
  layer.filled.forEach((r) => {
    const region = layer.file.shapes[r];
    const id = layer.firstShape + r;
    const tested = new Set<number>();
    for (const j of layer.grid.near(shapeBox(region), 0, budget)) {
      const other = layer.pieces[j].shape;
      if (tested.has(other) || nets.find(other) === nets.find(id)) continue;
      tested.add(other);
      budget.spend(region.points.length / 2);
      const [x, y] = shapeOf(layer, other).points;
      if (insideShape(region, x, y)) nets.join(id, other);
    }
  });
}

/** The ring of copper around a hole on one layer: the deepest the hole's centre lies in any copper, less the hole's radius. */
function ringAround(layer: IndexedLayer, hole: Hole, budget: Budget): number {
  let depth = 0;
  for (const id of shapesAt(layer, hole.x, hole.y, budget)) {
    const shape = shapeOf(layer, id);
    budget.spend(shape.points.length / 2);
    depth = Math.max(depth, shape.filled ? distanceToShapeEdges(shape, hole.x, hole.y) : penDepth(shape, hole.x, hole.y));
  }
  return depth - hole.diameter / 2;
}

/** How deep a point lies inside a stroke's copper: its pen's radius less its distance from the path. */
function penDepth(shape: Shape, x: number, y: number): number {
  const pieces = piecesOfShape(shape, 0);
  return shape.radius - Math.min(...pieces.map((piece) => pointToSegment(x, y, piece).distance));
}

/** Silkscreen closer to a solder-mask opening (an exposed pad) on its side than the centre prints. */
function silkOverPads(files: readonly LayerGeometry[], caps: DesignCapabilities): Outcome {
  const capability = formatMm(caps.min_silk_to_pad_mm);
  const silks = files.filter((f) => f.layer === 'silkscreen');
  const masks = files.filter((f) => f.layer === 'soldermask');
  if (silks.length === 0 || masks.length === 0) return notChecked(T.noSilk);
  if ([...silks, ...masks].some((f) => !f.complete)) throw new TooComplex();
  const budget = new Budget(WORK_PER_CHECK);
  const failing: { distance: number; x: number; y: number; file: LayerGeometry }[] = [];
  for (const silk of silks) {
    const mask = masks.find((m) => m.side === silk.side) ?? (masks.length === 1 ? masks[0] : undefined);
    if (!mask) continue;
    const openings = indexLayer(mask, 0, budget);
    const nearest = new Map<number, { distance: number; x: number; y: number; file: LayerGeometry }>();
    silk.shapes.forEach((shape, s) =>
      piecesOfShape(shape, s).forEach((piece) => {
        for (const j of openings.grid.near(boxOf(piece), caps.min_silk_to_pad_mm, budget)) {
          budget.spend();
          const opening = openings.pieces[j];
          const closest = segmentToSegment(piece, opening);
          const shape = shapeOf(openings, opening.shape);
          const inside = shape.filled ? insideShape(shape, piece.x1, piece.y1) : false;
          const distance = inside ? 0 : closest.distance - piece.radius - opening.radius;
          if (distance < caps.min_silk_to_pad_mm - TOLERANCE_MM && distance < (nearest.get(s)?.distance ?? Infinity))
            nearest.set(s, inside ? { distance, x: piece.x1, y: piece.y1, file: silk } : { ...closest, distance, file: silk });
        }
      }),
    );
    failing.push(...nearest.values());
  }
  const shown = smallestShown(failing.map((f) => f.distance));
  return shown ? fail('warning', shown, capability, T.silk(shown, capability), failing) : pass(null, capability, T.passed);
}

function reported(rule: DesignRule, outcome: Outcome): DesignRuleCheck {
  const findings = outcome.findings ?? [];
  return {
    rule,
    name: T.names[rule],
    result: outcome.result,
    found: outcome.found,
    ordered: null,
    capability: outcome.capability,
    message: outcome.message,
    locations: findings.slice(0, MAX_LOCATIONS).map(({ x, y, file }) => ({ x_mm: round3(x), y_mm: round3(y), layer: file.layer, file: file.name })),
    more_locations: Math.max(0, findings.length - MAX_LOCATIONS),
  };
}

const round3 = (mm: number) => Math.round(mm * 1000) / 1000;

/**
 * What a file leaves once its clear shapes (%LPC) have erased what it drew before them, as the fab makes it: a dark
 * shape no later clear shape takes from stays as drawn (a stroke keeps its pen, a track its width), one that loses
 * some becomes the filled shapes left of it: several where copper is cut apart (as many nets), none where it is
 * cleared away. The outline keeps its dark strokes: it is a line a router follows, not an area. Past the bound of
 * work the file is kept dark only and incomplete, so the checks that read it say they are too complex.
 */
function drawnLeft(file: LayerGeometry): LayerGeometry {
  if (!file.shapes.some((shape) => shape.clear)) return file;
  const dark = file.shapes.filter((shape) => !shape.clear);
  if (file.layer === 'outline') return { ...file, shapes: dark };
  const budget = new Budget(CLEARING_WORK);
  try {
    const clears = file.shapes.flatMap((shape, i) => (shape.clear ? [i] : []));
    const grid = gridOf(
      clears.map((i) => shapeBox(file.shapes[i])),
      budget,
    );
    const cutTracks: Shape[] = [];
    const shapes = file.shapes.flatMap((shape, i) => {
      if (shape.clear) return [];
      const later = grid
        .near(shapeBox(shape), 0, budget)
        .map((k) => clears[k])
        .filter((j) => j > i)
        .map((j) => file.shapes[j]);
      if (later.length === 0) return [shape];
      budget.spend([shape, ...later].reduce((sum, { points }) => sum + points.length, 0));
      const left = cleared(shape, later);
      if (left && shape.track) cutTracks.push(...left);
      return left ?? [shape];
    });
    return { ...file, shapes, cutTracks };
  } catch (error) {
    if (!(error instanceof TooComplex)) throw error;
    return { ...file, shapes: dark, complete: false };
  }
}

/**
 * The design-rule report: every check of issue 36's table (or those named), in its order, each with what it found,
 * what the centre can make, its result and every failing place. A check that runs past its bound of work is
 * `too-complex`; the others still answer. The checks not named are not run (the files' clear shapes are cut all the same).
 */
export function checkDesignRules(design: Design, only: readonly DesignRule[] = DESIGN_RULES): DesignRuleCheck[] {
  const rules = designRules({ ...design, files: design.files.map(drawnLeft) });
  return DESIGN_RULES.filter((rule) => only.includes(rule)).map((rule) => {
    try {
      return reported(rule, rules[rule]());
    } catch (error) {
      if (!(error instanceof TooComplex)) throw error;
      return reported(rule, { result: 'too-complex', found: null, capability: null, message: T.tooComplex });
    }
  });
}
