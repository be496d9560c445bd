import { strToU8, zipSync } from 'fflate';

const mm = (value: number) => Math.round(value * 1e6);
const header = (name: string) => `G04 ${name}*\n%FSLAX46Y46*%\n%MOMM*%\n%LPD*%\n`;

function outline(widthMm: number, heightMm: number): string {
  const corners = [[0, 0], [widthMm, 0], [widthMm, heightMm], [0, heightMm], [0, 0]];
  return `${header('outline')}%ADD10C,0.100000*%\nD10*\n${corners.map(([x, y], i) => `X${mm(x)}Y${mm(y)}${i ? 'D01' : 'D02'}*`).join('\n')}\nM02*\n`;
}

const copper = (name: string) =>
  `${header(name)}%ADD11C,0.800000*%\nD11*\nX${mm(10)}Y${mm(10)}D02*\nX${mm(40)}Y${mm(20)}D01*\nM02*\n`;

/** A small two-layer board of `width` × `height` mm, zipped as a buyer sends it. */
export function gerberZip(width = 50, height = 30): Buffer {
  return Buffer.from(
    zipSync({
      'board-Edge_Cuts.gm1': strToU8(outline(width, height)),
      'board-F_Cu.gtl': strToU8(copper('top')),
      'board-B_Cu.gbl': strToU8(copper('bottom')),
      'board.drl': strToU8('M48\nMETRIC,TZ\nT1C0.800\n%\nT1\nX10.0Y10.0\nM30\n'),
    }),
  );
}
