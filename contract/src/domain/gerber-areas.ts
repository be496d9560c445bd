import {
  areaPathsD,
  ClipperD,
  ClipType,
  differenceD,
  EndType,
  FillRule,
  inflatePathsD,
  isPositiveD,
  JoinType,
  Minkowski,
  PolyTreeD,
  unionD,
  type PathD,
  type PathsD,
  type PolyPathD,
} from '@countertype/clipper2-ts';
import type { Shape } from './gerber-geometry';

/**
 * Boolean operations on what Gerber shapes cover, with Clipper2 (@countertype/clipper2-ts): the geometry that
 * clear polarity leaves (a macro's exposure-off part within its flash, `%LPC` over the file before it) and the
 * area a non-round aperture sweeps. Clipper rounds to a fixed grid, so an overlap, a touch and a hole come out
 * exact where our own float code would have to guess; only the shapes that need it are ever turned into areas.
 */

/** Decimals Clipper keeps: a hundredth of a micrometre in mm, a quarter of one in inches. */
const DECIMALS = 5;
/** A round pen's end becomes chords that lie at most this far inside its circle: the checks' own tolerance. */
const ARC_TOLERANCE_MM = 0.001;

const pathOf = (points: readonly number[]): PathD => {
  const path: PathD = [];
  for (let i = 0; i < points.length; i += 2) path.push({ x: points[i], y: points[i + 1] });
  return path;
};
const pointsOf = (path: PathD) => path.flatMap(({ x, y }) => [x, y]);
const wound = (path: PathD, positive: boolean) => (isPositiveD(path) === positive ? path : [...path].reverse());

/**
 * What a shape covers, its outer rings wound positive and its holes negative, so that a non-zero union adds shapes
 * up; `mmPerUnit` is the size of the shape's unit (a macro is evaluated in the file's inches or mm).
 */
function areaOf(shape: Shape, mmPerUnit = 1): PathsD {
  if (shape.filled) return [wound(pathOf(shape.points), true), ...(shape.holes ?? []).map((hole) => wound(pathOf(hole), false))];
  if (shape.radius <= 0) return [];
  return inflatePathsD([pathOf(shape.points)], shape.radius, JoinType.Round, EndType.Round, 2, DECIMALS, ARC_TOLERANCE_MM / mmPerUnit);
}

/** An area as filled shapes: each outer ring with its holes, and an island inside a hole a shape of its own. */
function shapesOfTree(tree: PolyPathD): Shape[] {
  const shapes: Shape[] = [];
  for (let i = 0; i < tree.count; i++) {
    const outer = tree.child(i);
    const holes: number[][] = [];
    const islands: Shape[] = [];
    for (let h = 0; h < outer.count; h++) {
      holes.push(pointsOf(outer.child(h).poly!));
      islands.push(...shapesOfTree(outer.child(h)));
    }
    shapes.push({ points: pointsOf(outer.poly!), filled: true, radius: 0, track: false, ...(holes.length > 0 && { holes }) }, ...islands);
  }
  return shapes;
}

function operate(type: ClipType, subject: PathsD, clip: PathsD): PolyTreeD {
  const clipper = new ClipperD(DECIMALS);
  clipper.addSubjectPaths(subject);
  clipper.addClipPaths(clip);
  const tree = new PolyTreeD();
  clipper.execute(type, FillRule.NonZero, tree);
  return tree;
}

/** Less than this much area taken is rounding (Clipper's grid), not a clearing. */
const UNTOUCHED_MM2 = 1e-6;

/** What a shape covers less what the clearing ones cover, as filled shapes; null when they take nothing from it. */
export function cleared(shape: Shape, clearing: readonly Shape[]): Shape[] | null {
  const area = areaOf(shape);
  const left = operate(
    ClipType.Difference,
    area,
    clearing.flatMap((other) => areaOf(other)),
  );
  return Math.abs(areaPathsD(area) - left.area()) < UNTOUCHED_MM2 ? null : shapesOfTree(left);
}

/** What shapes drawn in order leave: each dark one adds, each clear one (`clear`) takes away what came before it. */
export function layered(shapes: readonly Shape[], mmPerUnit: number): Shape[] {
  let area: PathsD = [];
  for (const shape of shapes) {
    const operation = shape.clear ? differenceD : unionD;
    area = operation(area, areaOf(shape, mmPerUnit), FillRule.NonZero, DECIMALS);
  }
  return shapesOfTree(operate(ClipType.Union, area, []));
}

/**
 * What an aperture of these shapes (its area around (0, 0), in mm) sweeps along a path: a copy at every point,
 * and between two points what each of its edges sweeps (Minkowski sum). Exact for any shape, convex or not.
 */
export function swept(pattern: readonly Shape[], path: readonly number[]): Shape[] {
  const outers = pattern.flatMap((shape) => areaOf(shape)).filter((ring) => isPositiveD(ring));
  const along = pathOf(path);
  const copies = along.flatMap((at) => outers.map((ring) => ring.map(({ x, y }) => ({ x: x + at.x, y: y + at.y }))));
  const sweeps = along.length < 2 ? [] : outers.flatMap((ring) => Minkowski.sumD(ring, along, false, DECIMALS));
  return shapesOfTree(operate(ClipType.Union, [...copies, ...sweeps], []));
}

/** Halvings of the pen's radius in the search for a neck's width: a 0,2 mm search ends within 0,1 µm. */
const NECK_STEPS = 11;
/** Erosions `neckOf` makes of a shape at most: one to test it, the halvings, one to place the neck. */
export const NECK_EROSIONS = NECK_STEPS + 2;

/** The parts left of an area once a round pen of this radius is rolled in from its edges (erosion): 0, 1 or more. */
const erodedParts = (area: PathsD, radius: number) =>
  inflatePathsD(area, -radius, JoinType.Round, EndType.Polygon, 2, DECIMALS, ARC_TOLERANCE_MM).filter((ring) => isPositiveD(ring));

const centreOf = (ring: PathD) => ({ x: ring.reduce((sum, p) => sum + p.x, 0) / ring.length, y: ring.reduce((sum, p) => sum + p.y, 0) / ring.length });

/** The point halfway between the closest corners of two rings. */
function between(a: PathD, b: PathD) {
  let closest = { distance: Infinity, x: 0, y: 0 };
  for (const p of a)
    for (const q of b) {
      const distance = Math.hypot(p.x - q.x, p.y - q.y);
      if (distance < closest.distance) closest = { distance, x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
    }
  return closest;
}

/**
 * Where a filled shape is narrower than `width`: a round pen of that width cannot reach every part of it, so eroded by
 * half of it the shape comes apart (a neck) or vanishes (a sliver). The neck's width is the widest pen that still
 * passes, found by halving; its place lies between the parts that came apart, or at the sliver. Null when none is narrower.
 */
export function neckOf(shape: Shape, width: number): { width: number; x: number; y: number } | null {
  const area = areaOf(shape);
  const passes = (radius: number) => erodedParts(area, radius).length === 1;
  if (passes(width / 2)) return null;
  let [fits, fails] = [0, width / 2];
  for (let step = 0; step < NECK_STEPS; step++) {
    const radius = (fits + fails) / 2;
    if (passes(radius)) fits = radius;
    else fails = radius;
  }
  const parts = erodedParts(area, fails);
  const { x, y } = parts.length >= 2 ? between(parts[0], parts[1]) : centreOf(area[0]);
  return { width: 2 * fits, x, y };
}
