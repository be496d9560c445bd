/** Small Gerber and Excellon texts written for the tests, in the formats the CAD tools write. */

/** KiCad's defaults: 4.6 format, leading zeros omitted, millimetres. */
const mm = (value: number) => String(Math.round(value * 1e6));
const gerber = (name: string, body: string[]) => ['G04 ' + name + '*', '%FSLAX46Y46*%', '%MOMM*%', ...body, 'M02*', ''].join('\n');
/** Selects a 0.1 mm round aperture, as outlines and the thin test traces are drawn. */
const THIN = ['%ADD10C,0.100000*%', 'D10*'];

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
export const OUTLINE_50_BY_30 = gerber('outline', [...THIN, ...rectangle(10, 20, 50, 30)]);
const trace = (name: string) => gerber(name, [...THIN, `X${mm(15)}Y${mm(25)}D02*`, `X${mm(55)}Y${mm(45)}D01*`]);
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

/** Two 1.6 mm square pads at (10, 10) and (40, 20) joined by a 0.8 mm track. */
const padsAndTrack = (name: string) =>
  gerber(name, [
    '%ADD11C,0.800000*%',
    '%ADD12R,1.600000X1.600000*%',
    'D12*',
    `X${mm(10)}Y${mm(10)}D03*`,
    `X${mm(40)}Y${mm(20)}D03*`,
    'D11*',
    `X${mm(10)}Y${mm(10)}D02*`,
    `X${mm(40)}Y${mm(20)}D01*`,
  ]);

/** A two-layer board of `width` × `height` mm, named as KiCad names the files: outline, both coppers, two 0.8 mm holes. */
export function twoLayerBoard(width = 50, height = 30): Record<string, string> {
  return {
    'board-Edge_Cuts.gm1': gerber('outline', [...THIN, ...rectangle(0, 0, width, height)]),
    'board-F_Cu.gtl': padsAndTrack('top copper'),
    'board-B_Cu.gbl': padsAndTrack('bottom copper'),
    'board.drl': ['M48', 'METRIC,TZ', 'T1C0.800', '%', 'T1', 'X10.0Y10.0', 'X40.0Y20.0', 'M30', ''].join('\n'),
  };
}
