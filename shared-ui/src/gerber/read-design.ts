import { checkMeasuredDesign, combineFigures, measureDesignFile, type DesignCapabilities } from '@pcb/contract/domain';
import { strFromU8, unzipSync } from 'fflate';
import type { DesignAnswer } from './design-reading';
import { drawBoard } from './draw-board';

/**
 * Reads a design zip as the shop sees it: measured by the contract's reader (the figures pcb-api stores),
 * and drawn from the geometry that reader took (draw-board.ts). The pictures go back as Blobs, which
 * cross to the page without copying their markup, before the design-rule checks run (some 40 % of the work):
 * the buyer sees the board while the report is made. Runs in a Web Worker (design.worker.ts).
 */

/** Entries above this size are not design layers worth reading in a browser. */
const MAX_LAYER_BYTES = 10 * 1024 * 1024;

/** The blob's bytes (FileReader: what every browser and worker, and jsdom, can do with a Blob). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

function designFiles(zip: Uint8Array) {
  const entries = unzipSync(zip, { filter: (entry) => !entry.name.endsWith('/') && entry.originalSize <= MAX_LAYER_BYTES });
  return Object.entries(entries).flatMap(([path, bytes]) => {
    const file = { name: path, text: strFromU8(bytes, true) };
    const measure = measureDesignFile(file);
    return measure ? [{ ...file, measure }] : [];
  });
}

/** The board's pictures, or null where drawing fails: the measures are the answer that matters. */
function pictureOf(files: Parameters<typeof drawBoard>[0]) {
  try {
    return drawBoard(files);
  } catch {
    return null;
  }
}

/**
 * Reads the zip's design files: first the reading, null when none is a Gerber or drill file (an answer, not a
 * failure, and the last); then the design-rule report, which holds the measures to the centre's capabilities as
 * pcb-api's inspection does. The measures stand even where the board cannot be drawn.
 */
export async function* readDesign(zip: Blob, capabilities: DesignCapabilities): AsyncGenerator<DesignAnswer> {
  const started = performance.now();
  const files = designFiles(await readBytes(zip));
  const measured = files.map(({ measure }) => measure);
  const measures = combineFigures(measured);
  if (!measures) {
    yield { reading: null };
    return;
  }
  const read = performance.now();
  const picture = pictureOf(files);
  yield { reading: { measures, picture, report: null, phasesMs: { reading: Math.round(read - started), drawing: Math.round(performance.now() - read) } } };
  const checking = performance.now();
  const report = checkMeasuredDesign(measured, measures, capabilities);
  yield { report, checkingMs: Math.round(performance.now() - checking) };
}
