import { strToU8, zipSync } from 'fflate';

const mm = (value: number) => Math.round(value * 1e6);
const header = (name: string) => `G04 ${name}*\n%FSLAX46Y46*%\n%MOMM*%\n%LPD*%\n`;

function rectangleOutline(widthMm: number, heightMm: number): string {
  const corners = [
    [0, 0],
    [widthMm, 0],
    [widthMm, heightMm],
    [0, heightMm],
    [0, 0],
  ];
  const path = corners.map(([x, y], i) => `X${mm(x)}Y${mm(y)}${i === 0 ? 'D02' : 'D01'}*`).join('\n');
  return `${header('outline')}%ADD10C,0.100000*%\nD10*\n${path}\nM02*\n`;
}

function copper(name: string): string {
  return `${header(name)}%ADD11C,0.800000*%\n%ADD12R,1.600000X1.600000*%\nD12*\nX${mm(10)}Y${mm(10)}D03*\nX${mm(40)}Y${mm(20)}D03*\nD11*\nX${mm(10)}Y${mm(10)}D02*\nX${mm(40)}Y${mm(20)}D01*\nM02*\n`;
}

const DRILL = 'M48\nMETRIC,TZ\nT1C0.800\n%\nT1\nX10.0Y10.0\nX40.0Y20.0\nM30\n';

/** A two-layer board of `width` × `height` mm (KiCad names), zipped as a buyer would send it. */
export function twoLayerBoardZip(width = 50, height = 30): Blob {
  const files = {
    'gerbers/board-Edge_Cuts.gm1': rectangleOutline(width, height),
    'gerbers/board-F_Cu.gtl': copper('top copper'),
    'gerbers/board-B_Cu.gbl': copper('bottom copper'),
    'gerbers/board.drl': DRILL,
    'gerbers/': '',
  };
  return zipOf(files);
}

export function zipOf(files: Record<string, string>): Blob {
  const zipped = zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
  return new Blob([zipped]);
}
