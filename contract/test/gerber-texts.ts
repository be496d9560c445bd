/** Small Gerber and Excellon texts written for the tests, in the formats the CAD tools write. */

/** KiCad's defaults: 4.6 format, leading zeros omitted, millimetres. */
const mm = (value: number) => String(Math.round(value * 1e6));
const gerber = (name: string, body: string[]) =>
  ['G04 ' + name + '*', '%FSLAX46Y46*%', '%MOMM*%', '%ADD10C,0.100000*%', 'D10*', ...body, 'M02*', ''].join('\n');

/** A closed rectangle drawn from (x, y): move to the first corner, draw the four sides. */
function rectangle(x: number, y: number, width: number, height: number): string[] {
  const corners = [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
    [x, y],
  ];
  return corners.map(([cx, cy], i) => `X${mm(cx)}Y${mm(cy)}${i === 0 ? 'D02' : 'D01'}*`);
}

/** A 50 × 30 mm board whose corner sits at (10, 20), so the size cannot come from the origin. */
export const OUTLINE_50_BY_30 = gerber('outline', rectangle(10, 20, 50, 30));
const trace = (name: string) => gerber(name, [`X${mm(15)}Y${mm(25)}D02*`, `X${mm(55)}Y${mm(45)}D01*`]);
export const TOP_COPPER = trace('top copper');
export const BOTTOM_COPPER = trace('bottom copper');
export const EXCELLON_DRILL = ['M48', 'METRIC,TZ', 'T1C0.800', '%', 'G90', 'T1', 'X15.0Y25.0', 'X55.0Y45.0', 'M30', ''].join('\n');

/** Outline, top and bottom copper, and a drill file, named as Protel/Altium name them. */
export const GERBER_SET = {
  'board.GKO': OUTLINE_50_BY_30,
  'board.GTL': TOP_COPPER,
  'board.GBL': BOTTOM_COPPER,
  'board.TXT': EXCELLON_DRILL,
};
