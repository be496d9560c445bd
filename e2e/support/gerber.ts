import { expect, type Locator } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const mm = (value: number) => Math.round(value * 1e6);
const header = (name: string) => `G04 ${name}*\n%FSLAX46Y46*%\n%MOMM*%\n%LPD*%\n`;

function outline(widthMm: number, heightMm: number): string {
  const corners = [
    [0, 0],
    [widthMm, 0],
    [widthMm, heightMm],
    [0, heightMm],
    [0, 0],
  ];
  return `${header('outline')}%ADD10C,0.100000*%\nD10*\n${corners.map(([x, y], i) => `X${mm(x)}Y${mm(y)}${i ? 'D01' : 'D02'}*`).join('\n')}\nM02*\n`;
}

const copper = (name: string) => `${header(name)}%ADD11C,0.800000*%\nD11*\nX${mm(10)}Y${mm(10)}D02*\nX${mm(40)}Y${mm(20)}D01*\nM02*\n`;

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

/** One of the repository's real boards (contract/test/boards, with their licences and hand-read figures). */
export const realBoard = (name: 'arduino-uno' | 'clockblock') => ({
  name: `${name}.zip`,
  mimeType: 'application/zip',
  buffer: readFileSync(path.join(__dirname, '../../contract/test/boards', `${name}.zip`)),
});

export interface BoardFigures {
  size: string;
  copperLayers: string;
  smallestHole?: string;
  smallestTrack?: string;
}

/** True when the picture has loaded and decoded: a broken image is complete with no natural width. */
const decoded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

/**
 * The Gerber preview in `scope` shows `figures` beside the board, and both sides as decoded pictures
 * (the viewer shows one side at a time: the bottom is looked at by turning the board over).
 */
export async function expectBoardPreview(scope: Locator, figures: BoardFigures): Promise<void> {
  const facts = scope.getByRole('table', { name: 'Hasil pengukuran file' });
  const rows: [string, string | undefined][] = [
    ['Ukuran papan', figures.size],
    ['Lapisan tembaga', figures.copperLayers],
    ['Lubang terkecil', figures.smallestHole],
    ['Jalur terkecil', figures.smallestTrack],
  ];
  for (const [label, value] of rows) if (value) await expect(facts.getByRole('row', { name: `${label} ${value}` })).toBeVisible();
  for (const side of ['Sisi atas', 'Sisi bawah']) {
    await scope.getByRole('button', { name: side, exact: true }).click();
    const picture = scope.getByRole('img', { name: `${side} papan` });
    await expect(picture).toBeVisible();
    await expect.poll(() => decoded(picture)).toBe(true);
  }
  await scope.getByRole('button', { name: 'Sisi atas', exact: true }).click();
}
