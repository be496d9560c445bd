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
