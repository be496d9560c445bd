import { strToU8, zipSync } from 'fflate';

/** Gerber coordinates in format 4.6, millimetres: 12.5 mm is `12500000`. */
const coordinate = (mm: number) => String(Math.round(mm * 1_000_000));
const at = (x: number, y: number) => `X${coordinate(x)}Y${coordinate(y)}`;

const header = (apertures: string[]) => ['%FSLAX46Y46*%', '%MOMM*%', '%LPD*%', ...apertures.map((a) => `%${a}*%`)];

/** A closed path through `points`, drawn with the current aperture. */
const path = (points: readonly (readonly [number, number])[]) => [`${at(...points[0])}D02*`, ...points.slice(1).map((p) => `${at(...p)}D01*`)];

/** Where the demo board's through-hole pads sit: a mounting hole in each corner and a row of four in the middle. */
function padsOf(width: number, length: number): [number, number][] {
  const inset = 3;
  const corners: [number, number][] = [
    [inset, inset],
    [width - inset, inset],
    [width - inset, length - inset],
    [inset, length - inset],
  ];
  const row: [number, number][] = [0.35, 0.45, 0.55, 0.65].map((f) => [width * f, length / 2]);
  return [...corners, ...row];
}

function outline(width: number, length: number): string {
  return [
    ...header(['ADD10C,0.100']),
    'D10*',
    ...path([
      [0, 0],
      [width, 0],
      [width, length],
      [0, length],
      [0, 0],
    ]),
    'M02*',
  ].join('\n');
}

/** Pads flashed on both sides; the top joins the row with a trace, the bottom runs a ground track under it. */
function copper(width: number, length: number, side: 'top' | 'bottom'): string {
  const pads = padsOf(width, length);
  const row = pads.slice(4);
  const y = side === 'top' ? length / 2 : length / 2 - 4;
  const track =
    side === 'top'
      ? path(row)
      : path([
          [row[0][0], length / 2],
          [row[0][0], y],
          [row[3][0], y],
          [row[3][0], length / 2],
        ]);
  return [...header(['ADD11C,1.600', 'ADD12C,0.400']), 'D11*', ...pads.map((p) => `${at(...p)}D03*`), 'D12*', ...track, 'M02*'].join('\n');
}

/** Solder mask openings a little wider than the pads, so the preview shows bare pads on a green board. */
function soldermask(width: number, length: number): string {
  return [...header(['ADD13C,1.800']), 'D13*', ...padsOf(width, length).map((p) => `${at(...p)}D03*`), 'M02*'].join('\n');
}

function drill(width: number, length: number): string {
  const holes = padsOf(width, length).map(([x, y]) => `X${x.toFixed(3)}Y${y.toFixed(3)}`);
  return ['M48', 'METRIC,TZ', 'T1C0.800', '%', 'G90', 'G05', 'T1', ...holes, 'M30'].join('\n');
}

/**
 * A tiny but complete design for a `width` × `length` mm board (outline, copper and solder mask of both sides, drill),
 * zipped the way buyers upload theirs, with Protel file names the Gerber viewers recognise.
 */
export function demoGerberZip(name: string, width: number, length: number): Buffer {
  const mtime = new Date('2025-01-01T00:00:00Z');
  const files = {
    [`${name}.GKO`]: outline(width, length),
    [`${name}.GTL`]: copper(width, length, 'top'),
    [`${name}.GBL`]: copper(width, length, 'bottom'),
    [`${name}.GTS`]: soldermask(width, length),
    [`${name}.GBS`]: soldermask(width, length),
    [`${name}.DRL`]: drill(width, length),
  };
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([file, text]) => [file, [strToU8(text), { mtime }]]))));
}
