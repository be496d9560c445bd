import { readGerberShapes, type Shape } from './gerber-geometry';
import { realBoard } from '../../test/real-boards';

/** A Gerber file in mm (4.6) of the given parameters and data blocks. */
const gerber = (parameters: string[], data: string[]) => ['%FSLAX46Y46*%', '%MOMM*%', ...parameters, ...data, 'M02*'].join('\n');

/** The shapes of one macro flashed at (x, y) mm with these parameters. */
function flashed(macro: string, parameters = '', at = 'X0Y0') {
  return readGerberShapes(gerber([`%AMM*${macro}*%`, `%ADD10M${parameters ? `,${parameters}` : ''}*%`], ['D10*', `${at}D03*`])).shapes;
}

const pairs = (points: number[]) => points.flatMap((value, i) => (i % 2 === 0 ? [[value, points[i + 1]]] : []));
const box = (shapes: Shape[]) => {
  const all = shapes.flatMap((shape) => pairs(shape.points).map(([x, y]) => ({ x, y, r: shape.radius })));
  return [
    Math.min(...all.map((p) => p.x - p.r)),
    Math.min(...all.map((p) => p.y - p.r)),
    Math.max(...all.map((p) => p.x + p.r)),
    Math.max(...all.map((p) => p.y + p.r)),
  ];
};
const expectBox = (shapes: Shape[], expected: number[], digits = 4) => box(shapes).forEach((value, i) => expect(value).toBeCloseTo(expected[i], digits));

describe('aperture macro primitives', () => {
  it('1 circle: a dot of its diameter at its centre, the centre turned about the origin', () => {
    expect(flashed('1,1,0.5,2,0')).toEqual([{ points: [2, 0], filled: false, radius: 0.25, track: false }]);
    const [turned] = flashed('1,1,0.5,2,0,90');
    expect(turned.points[0]).toBeCloseTo(0, 6);
    expect(turned.points[1]).toBeCloseTo(2, 6);
  });

  it('20 vector line: the square-ended rectangle its width sweeps from start to end', () => {
    const [line] = flashed('20,1,0.2,0,0,3,0,0', '', 'X1000000Y1000000');
    expect(line.filled).toBe(true);
    expectBox([line], [1, 0.9, 4, 1.1]);
  });

  it('21 centre line: a rectangle of width × height about its centre, turned about the origin', () => {
    expectBox(flashed('21,1,4,2,0,0,0'), [-2, -1, 2, 1]);
    expectBox(flashed('21,1,4,2,0,0,90'), [-1, -2, 1, 2]);
    expectBox(flashed('21,1,4,2,3,0,90'), [-1, 1, 1, 5]);
  });

  it('4 outline: its vertices, the closing one left out', () => {
    const [outline] = flashed('4,1,3,0,0,1,0,1,1,0,0,0');
    expect(outline).toMatchObject({ filled: true, points: [0, 0, 1, 0, 1, 1] });
    const [turned] = flashed('4,1,3,0,0,1,0,1,1,0,0,180');
    pairs(turned.points).forEach(([x, y], k) => {
      expect(x).toBeCloseTo(-[0, 1, 1][k], 6);
      expect(y).toBeCloseTo(-[0, 0, 1][k], 6);
    });
  });

  it('5 polygon: a regular polygon, its first corner on the x axis before turning', () => {
    const [hexagon] = flashed('5,1,6,0,0,2,0');
    expect(hexagon.points).toHaveLength(12);
    expect(hexagon.points[0]).toBeCloseTo(1, 6);
    expect(hexagon.points[1]).toBeCloseTo(0, 6);
    const [turned] = flashed('5,1,6,0,0,2,30');
    expect(Math.atan2(turned.points[1], turned.points[0])).toBeCloseTo(Math.PI / 6, 6);
  });

  it('7 thermal: four pieces of the ring, none across the gaps', () => {
    const pieces = flashed('7,0,0,2,1.2,0.2,0');
    expect(pieces).toHaveLength(4);
    for (const [x, y] of pieces.flatMap((piece) => pairs(piece.points))) {
      expect(Math.hypot(x, y)).toBeGreaterThanOrEqual(0.6 - 1e-9);
      expect(Math.hypot(x, y)).toBeLessThanOrEqual(1 + 1e-9);
      expect(Math.min(Math.abs(x), Math.abs(y))).toBeGreaterThanOrEqual(0.1 - 1e-9);
    }
    expectBox(
      pieces,
      [-1, -1, 1, 1].map((v) => v * Math.cos(Math.asin(0.1))),
    );
  });

  it('6 moiré: its rings as round strokes and its crosshair', () => {
    const shapes = flashed('6,0,0,5,0.5,0.5,2,0.1,6,0');
    expect(shapes.filter((shape) => !shape.filled).map((ring) => ring.radius)).toEqual([0.25, 0.25]);
    expectBox(shapes, [-3, -3, 3, 3]);
  });

  it('exposure off: clears within its own flash only, the copper flashed before it kept whole', () => {
    const text = gerber(['%AMM*1,1,1,0,0*1,0,0.5,0,0*%', '%ADD10M*%', '%ADD11R,4X4*%'], ['D11*', 'X0Y0D03*', 'D10*', 'X0Y0D03*']);
    const [pad, ring, ...more] = readGerberShapes(text).shapes;
    expect(more).toEqual([]);
    expect(pad).toEqual({ points: [-2, -2, 2, -2, 2, 2, -2, 2], filled: true, radius: 0, track: false });
    // The macro is a ring: its dark disc less its cleared one, no shape left that erases the pad beneath.
    expect(ring).toMatchObject({ filled: true, holes: [expect.any(Array)] });
    expect(ring.clear).toBeUndefined();
    // Circles as polygons (gerber-areas.ts) lie within 1 µm inside their arcs.
    expectBox([ring], [-0.5, -0.5, 0.5, 0.5], 2);
    expectBox([{ ...ring, points: ring.holes![0] }], [-0.25, -0.25, 0.25, 0.25], 2);
  });
});

describe('aperture macro expressions and variables', () => {
  it('reads $n parameters, x and / before + and -, parentheses and unary minus', () => {
    const [dot] = flashed('1,1,$1+$2x2,-($1-$2)/2,$3', '1X0.5X3');
    expect(dot).toMatchObject({ points: [-0.25, 3], radius: 1 });
  });

  it('defines variables from the parameters and from each other', () => {
    const [dot] = flashed('$4=$1x2*$5=$4+1*1,1,$5,$4,0', '0.5');
    expect(dot).toMatchObject({ points: [1, 0], radius: 1 });
  });
});

describe('clear polarity (%LPC%)', () => {
  it('marks what it draws as clearing, in the order the file draws it', () => {
    const text = gerber(
      ['%ADD10C,1*%', '%ADD11R,2X2*%'],
      ['D11*', 'X0Y0D03*', '%LPC*%', 'D10*', 'X0Y0D03*', 'X0Y0D02*', 'X1000000Y0D01*', '%LPD*%', 'X5000000Y0D03*'],
    );
    const shapes = readGerberShapes(text).shapes;
    expect(shapes.map((shape) => [shape.filled, shape.clear ?? false])).toEqual([
      [true, false],
      [false, true],
      [false, true],
      [false, false],
    ]);
    expect(shapes[2].track).toBe(false);
  });

  it('clears with what a macro flashed under it leaves: its dark parts less its exposure-off ones', () => {
    const text = gerber(['%AMM*1,1,1,0,0*1,0,0.5,0,0*%', '%ADD10M*%', '%LPC*%'], ['D10*', 'X0Y0D03*']);
    const [ring, ...more] = readGerberShapes(text).shapes;
    expect(more).toEqual([]);
    expect(ring).toMatchObject({ filled: true, clear: true, holes: [expect.any(Array)] });
  });
});

describe('a stroke (D01) with a macro aperture', () => {
  // The spec plots (D01) with solid circles and rectangles only; a tool that strokes with a macro gets its shape swept.
  it('draws what the shape sweeps: a 1 × 0,2 mm bar drawn 5 mm up is 1 mm wide, not a 0,2 mm round pen', () => {
    const text = gerber(['%AMBAR*21,1,1,0.2,0,0,0*%', '%ADD10BAR*%'], ['D10*', 'X0Y0D02*', 'X0Y5000000D01*']);
    const shapes = readGerberShapes(text).shapes;
    expect(shapes).toHaveLength(1);
    expect(shapes[0]).toMatchObject({ filled: true, radius: 0, track: false });
    expectBox(shapes, [-0.5, -0.1, 0.5, 5.1]);
  });

  it('sweeps each part of the macro, a circle as a round pen off the path', () => {
    const text = gerber(['%AMTWO*1,1,0.4,-1,0*1,1,0.4,1,0*%', '%ADD10TWO*%'], ['D10*', 'X0Y0D02*', 'X3000000Y0D01*']);
    const shapes = readGerberShapes(text).shapes;
    // Two dots 2 mm apart drawn 3 mm along x: they overlap into one band from x = -1,2 to 4,2.
    expect(shapes).toHaveLength(1);
    expectBox(shapes, [-1.2, -0.2, 4.2, 0.2]);
  });
});

describe('step and repeat with a macro', () => {
  it('copies the macro flash to every place of the grid', () => {
    const text = gerber(['%AMM*21,1,1,1,0,0,0*%', '%ADD10M*%', '%SRX3Y1I10J0*%'], ['D10*', 'X0Y0D03*', '%SR*%']);
    const shapes = readGerberShapes(text).shapes;
    expect(shapes).toHaveLength(3);
    expectBox([shapes[2]], [19.5, -0.5, 20.5, 0.5]);
  });
});

describe('real macros', () => {
  // KiCad 6 writes every rounded-rectangle pad with this macro: a 4-corner outline, a circle on each corner and a line along each side.
  const KICAD6_ROUNDRECT = [
    '%AMRoundRect*',
    '0 Rectangle with rounded corners*',
    '0 $1 Rounding radius*',
    '0 $2 $3 $4 $5 $6 $7 $8 $9 X,Y pos of 4 corners*',
    '0 Add a 4 corners polygon primitive as pad body*',
    '4,1,4,$2,$3,$4,$5,$6,$7,$8,$9,$2,$3,0*',
    '0 Add four circle primitives for the rounded corners*',
    '1,1,$1+$1,$2,$3*',
    '1,1,$1+$1,$4,$5*',
    '1,1,$1+$1,$6,$7*',
    '1,1,$1+$1,$8,$9*',
    '0 Add four rect primitives between the rounded corners*',
    '20,1,$1+$1,$2,$3,$4,$5,0*',
    '20,1,$1+$1,$4,$5,$6,$7,0*',
    '20,1,$1+$1,$6,$7,$8,$9,0*',
    '20,1,$1+$1,$8,$9,$2,$3,0*%',
  ].join('\n');

  it("draws KiCad 6's RoundRect pad as its whole rounded rectangle, not a dot", () => {
    const text = gerber(
      [KICAD6_ROUNDRECT, '%ADD10RoundRect,0.250000X-0.450000X0.350000X0.450000X0.350000X0.450000X-0.350000X-0.450000X-0.350000X0*%'],
      ['D10*', 'X10000000Y5000000D03*'],
    );
    const shapes = readGerberShapes(text).shapes;
    expect(shapes).toHaveLength(9);
    expectBox(shapes, [9.3, 4.4, 10.7, 5.6]);
    expect(shapes.filter((shape) => !shape.filled).map((shape) => shape.radius)).toEqual([0.25, 0.25, 0.25, 0.25]);
  });

  it("draws the Arduino's OC8 pads as octagons, corners at 22,5° and 1,08239 × the size across", () => {
    const copper = realBoard('arduino-uno').find((file) => file.name.endsWith('.cmp'))!.text;
    expect(copper).toContain('%ADD12OC8,0.0610*%');
    const octagons = readGerberShapes(copper).shapes.filter((shape) => shape.filled && shape.points.length === 16);
    expect(octagons.length).toBeGreaterThan(20);
    const [octagon] = octagons;
    const [cx, cy] = [0, 1].map((axis) => pairs(octagon.points).reduce((sum, point) => sum + point[axis], 0) / 8);
    const [x, y] = [octagon.points[0] - cx, octagon.points[1] - cy];
    expect(Math.atan2(y, x)).toBeCloseTo((22.5 * Math.PI) / 180, 6);
    // Flat to flat across is the size: the circumradius is half of 1,08239 × the size.
    const across = 2 * Math.hypot(x, y) * Math.cos(Math.PI / 8);
    expect([0.065, 0.061, 0.064, 0.066, 0.07, 0.072, 0.044, 0.1575, 0.1615].map((inch) => inch * 25.4).some((size) => Math.abs(size - across) < 0.001)).toBe(
      true,
    );
  });
});
