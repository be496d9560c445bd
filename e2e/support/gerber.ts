import { expect, type Locator } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { twoLayerBoard } from '../../contract/test/gerber-texts';

/** The two-layer test board of `width` × `height` mm, zipped as a buyer sends it. */
export function gerberZip(width = 50, height = 30): Buffer {
  const files = Object.entries(twoLayerBoard(width, height)).map(([name, text]) => [name, strToU8(text)]);
  return Buffer.from(zipSync(Object.fromEntries(files)));
}

/** One of the repository's real boards (contract/test/boards, with their licences and hand-read figures). */
export const realBoard = (name: 'arduino-uno' | 'bus-pirate' | 'clockblock') => ({
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
