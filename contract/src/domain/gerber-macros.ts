import type { Shape } from './gerber-geometry';

/**
 * Aperture macros (`%AM…%`, Gerber spec 4.5): a macro is a list of primitives whose modifiers are arithmetic
 * on the aperture's parameters ($1, $2…) and on variables the macro defines ($4=$1x0.5). `defineMacro` reads
 * the text once; `macroShapes` evaluates it for one `%AD` and gives its shapes around the flash point, in file
 * units. Exposure off gives a clearing shape (see Shape.clear).
 */

type Expression = (variables: Map<number, number>) => number;

type Statement = { variable: number; value: Expression } | { primitive: number; modifiers: Expression[] };

export type Macro = Statement[];

/** Arcs and circles as polygons of chords no longer than this many degrees (as gerber-geometry.ts draws arcs). */
const ARC_STEP = (5 * Math.PI) / 180;

/** Tokens of an expression: numbers, $n, and the operators + - x X / ( ). */
// Each number has one reading (digits, then an optional fraction), so matching stays linear.
const TOKEN = /\s*((?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?|\$\d+|[-+xX/()])/y;

/** An arithmetic expression of the macro language, compiled to a function of the variables; unreadable text is 0. */
function compile(text: string): Expression {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) tokens.push(match[1]);
  let at = 0;
  const constant =
    (value: number): Expression =>
    () =>
      value;

  // Precedence as the spec gives it: parentheses, unary sign, then x and /, then + and -.
  const factor = (): Expression => {
    const token = tokens[at++];
    if (token === '-' || token === '+') {
      const operand = factor();
      return token === '-' ? (v) => -operand(v) : operand;
    }
    if (token === '(') {
      const inner = sum();
      at++;
      return inner;
    }
    if (token?.startsWith('$')) {
      const index = Number(token.slice(1));
      return (v) => v.get(index) ?? 0;
    }
    return constant(Number(token ?? 0) || 0);
  };
  const product = (): Expression => {
    let left = factor();
    while (tokens[at] === 'x' || tokens[at] === 'X' || tokens[at] === '/') {
      const [operator, l, right] = [tokens[at++], left, factor()];
      left = operator === '/' ? (v) => l(v) / right(v) : (v) => l(v) * right(v);
    }
    return left;
  };
  function sum(): Expression {
    let left = product();
    while (tokens[at] === '+' || tokens[at] === '-') {
      const [operator, l, right] = [tokens[at++], left, product()];
      left = operator === '-' ? (v) => l(v) - right(v) : (v) => l(v) + right(v);
    }
    return left;
  }
  return sum();
}

/** A macro's body, the blocks after `AMname` (comments, primitive code 0, left out). */
export function defineMacro(blocks: readonly string[]): Macro {
  return blocks.flatMap((block): Statement[] => {
    const variable = /^\$(\d+)=(.*)$/s.exec(block);
    if (variable) return [{ variable: Number(variable[1]), value: compile(variable[2]) }];
    const [code, ...modifiers] = block.split(',');
    const primitive = Number(code);
    if (!primitive) return [];
    return [{ primitive, modifiers: modifiers.map(compile) }];
  });
}

const rotate = (points: number[], degrees: number) => {
  if (!degrees) return points;
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  return points.map((value, i) => (i % 2 === 0 ? value * cos - points[i + 1] * sin : points[i - 1] * sin + value * cos));
};

const polygon = (points: number[], clear: boolean): Shape => ({ points, filled: true, radius: 0, track: false, ...(clear && { clear }) });

/** A rectangle of `width` × `height` centred on (x, y). */
const rectangle = (x: number, y: number, width: number, height: number) => {
  const [w, h] = [width / 2, height / 2];
  return [x - w, y - h, x + w, y - h, x + w, y + h, x - w, y + h];
};

/** Points on a circle from angle `from` to `to` (radians), both included. */
function arc(x: number, y: number, radius: number, from: number, to: number): number[] {
  const steps = Math.max(1, Math.ceil(Math.abs(to - from) / ARC_STEP));
  const points: number[] = [];
  for (let step = 0; step <= steps; step++) {
    const angle = from + ((to - from) * step) / steps;
    points.push(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
  }
  return points;
}

/**
 * A thermal's four pieces: the ring between the inner and outer diameter, less a cross of the gap's width.
 * Each quadrant runs along the outer circle and back along the inner one (or its corner, where the gap leaves no inner arc).
 */
function thermal([x, y, outer, inner, gap, rotation]: number[]): Shape[] {
  const [ro, ri, g] = [outer / 2, inner / 2, gap / 2];
  if (g >= ro / Math.SQRT2) return [];
  const outerFrom = Math.asin(g / ro);
  const innerEdge = ri / Math.SQRT2 > g ? arc(0, 0, ri, Math.PI / 2 - Math.asin(g / ri), Math.asin(g / ri)) : [g, g];
  const quadrant = [...arc(0, 0, ro, outerFrom, Math.PI / 2 - outerFrom), ...innerEdge];
  return [0, 90, 180, 270].map((turn) => {
    const placed = rotate(quadrant, turn).map((value, i) => value + (i % 2 === 0 ? x : y));
    return polygon(rotate(placed, rotation), false);
  });
}

/** A moiré: rings as round strokes along their middle (or discs where a ring closes up), and its crosshair. */
function moire([x, y, outer, thickness, gap, rings, lineWidth, lineLength, rotation]: number[]): Shape[] {
  const shapes: Shape[] = [];
  for (let ring = 0, diameter = outer; ring < rings && diameter > 0; ring++, diameter -= 2 * (thickness + gap)) {
    const middle = diameter / 2 - thickness / 2;
    const [cx, cy] = rotate([x, y], rotation);
    const points = middle > 0 ? arc(cx, cy, middle, 0, 2 * Math.PI) : [cx, cy];
    shapes.push({ points, filled: false, radius: middle > 0 ? thickness / 2 : diameter / 2, track: false });
  }
  shapes.push(polygon(rotate(rectangle(x, y, lineLength, lineWidth), rotation), false));
  shapes.push(polygon(rotate(rectangle(x, y, lineWidth, lineLength), rotation), false));
  return shapes;
}

/** One primitive's shapes; an unknown primitive draws nothing. */
function primitiveShapes(code: number, m: number[]): Shape[] {
  const clear = m[0] === 0;
  if (code === 1) {
    const [cx, cy] = rotate([m[2] ?? 0, m[3] ?? 0], m[4] ?? 0);
    return [{ points: [cx, cy], filled: false, radius: Math.abs(m[1]) / 2, track: false, ...(clear && { clear }) }];
  }
  if (code === 20 || code === 2) {
    const [width, x1, y1, x2, y2, rotation] = m.slice(1);
    const length = Math.hypot(x2 - x1, y2 - y1);
    if (length === 0) return [];
    // The rectangle the line's width sweeps, square-ended: along the line, out by half the width either side.
    const [nx, ny] = [(-(y2 - y1) / length) * (width / 2), ((x2 - x1) / length) * (width / 2)];
    return [polygon(rotate([x1 + nx, y1 + ny, x1 - nx, y1 - ny, x2 - nx, y2 - ny, x2 + nx, y2 + ny], rotation), clear)];
  }
  if (code === 21) return [polygon(rotate(rectangle(m[3], m[4], m[1], m[2]), m[5]), clear)];
  if (code === 22) return [polygon(rotate(rectangle(m[3] + m[1] / 2, m[4] + m[2] / 2, m[1], m[2]), m[5]), clear)];
  if (code === 4) {
    const vertices = Math.max(0, Math.floor(m[1]));
    // Vertices + 1 points, the last the first again: the polygon is closed without it.
    return vertices >= 2 ? [polygon(rotate(m.slice(2, 2 + 2 * vertices), m[4 + 2 * vertices]), clear)] : [];
  }
  if (code === 5) {
    const [corners, x, y, diameter, rotation] = m.slice(1);
    const points: number[] = [];
    for (let corner = 0; corner < Math.max(3, corners); corner++) {
      const angle = (2 * Math.PI * corner) / Math.max(3, corners);
      points.push(x + (diameter / 2) * Math.cos(angle), y + (diameter / 2) * Math.sin(angle));
    }
    return [polygon(rotate(points, rotation), clear)];
  }
  if (code === 7) return thermal(m);
  if (code === 6) return moire(m);
  return [];
}

/** The macro's shapes for one aperture's parameters, around (0, 0) in file units, in the order the macro draws them. */
export function macroShapes(macro: Macro, parameters: readonly number[]): Shape[] {
  const variables = new Map(parameters.map((value, i) => [i + 1, value]));
  return macro.flatMap((statement) => {
    if ('variable' in statement) {
      variables.set(statement.variable, statement.value(variables));
      return [];
    }
    return primitiveShapes(
      statement.primitive,
      statement.modifiers.map((modifier) => modifier(variables)),
    );
  });
}
