/** Distances between segments and points in the plane, for the design-rule checks. */

/** A segment from (x1, y1) to (x2, y2); a point when both ends coincide. */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** How far two segments come to each other, and the point halfway between their closest points. */
export interface Closest {
  distance: number;
  x: number;
  y: number;
}

/** The closest point of `s` to (px, py), and how far it is. */
export function pointToSegment(px: number, py: number, s: Segment): Closest {
  const [dx, dy] = [s.x2 - s.x1, s.y2 - s.y1];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - s.x1) * dx + (py - s.y1) * dy) / length));
  const [x, y] = [s.x1 + t * dx, s.y1 + t * dy];
  return { distance: Math.hypot(px - x, py - y), x, y };
}

const cross = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) => (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);

function crossing(a: Segment, b: Segment): Closest | null {
  const [d1, d2] = [cross(b.x1, b.y1, b.x2, b.y2, a.x1, a.y1), cross(b.x1, b.y1, b.x2, b.y2, a.x2, a.y2)];
  const [d3, d4] = [cross(a.x1, a.y1, a.x2, a.y2, b.x1, b.y1), cross(a.x1, a.y1, a.x2, a.y2, b.x2, b.y2)];
  if (!(((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))) return null;
  const t = d1 / (d1 - d2);
  return { distance: 0, x: a.x1 + t * (a.x2 - a.x1), y: a.y1 + t * (a.y2 - a.y1) };
}

/** The shortest distance between two segments: zero where they cross, else from one's end to the other. */
export function segmentToSegment(a: Segment, b: Segment): Closest {
  const crossed = crossing(a, b);
  if (crossed) return crossed;
  const halfway = (px: number, py: number, near: Closest): Closest => ({ distance: near.distance, x: (px + near.x) / 2, y: (py + near.y) / 2 });
  const candidates = [
    halfway(a.x1, a.y1, pointToSegment(a.x1, a.y1, b)),
    halfway(a.x2, a.y2, pointToSegment(a.x2, a.y2, b)),
    halfway(b.x1, b.y1, pointToSegment(b.x1, b.y1, a)),
    halfway(b.x2, b.y2, pointToSegment(b.x2, b.y2, a)),
  ];
  return candidates.reduce((best, candidate) => (candidate.distance < best.distance ? candidate : best));
}

/** Whether (x, y) lies inside the polygon `points` (x0, y0, x1, y1…), by the even-odd rule. */
export function insidePolygon(points: readonly number[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 2; i < points.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [points[i], points[i + 1], points[j], points[j + 1]];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** How far (x, y) lies from the nearest edge of the polygon `points`. */
export function distanceToEdges(points: readonly number[], x: number, y: number): number {
  let nearest = Infinity;
  for (let i = 0, j = points.length - 2; i < points.length; j = i, i += 2) {
    const edge = { x1: points[j], y1: points[j + 1], x2: points[i], y2: points[i + 1] };
    nearest = Math.min(nearest, pointToSegment(x, y, edge).distance);
  }
  return nearest;
}
