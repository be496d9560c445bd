import { combineMeasures, measureDesignFile, type DesignCapabilities, type FileMeasure } from '@pcb/contract';
import { strFromU8, unzipSync } from 'fflate';
import type { DesignReading } from './design-reading';
import { drawBoard } from './draw-board';

/**
 * Reads a design zip as the shop sees it: measured by the contract's reader (the figures pcb-api stores),
 * and drawn from the geometry that reader took (draw-board.ts). The pictures go back as Blobs, which
 * cross to the page without copying their markup. Runs in a Web Worker (design.worker.ts).
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
 * Reads the zip's design files; null when none is a Gerber or drill file (an answer, not a failure). The
 * measures stand even where the board cannot be drawn; their design-rule report holds them to the centre's
 * capabilities, as pcb-api's inspection does.
 */
export async function readDesign(zip: Blob, capabilities: DesignCapabilities): Promise<DesignReading | null> {
  const started = performance.now();
  const files = designFiles(await readBytes(zip));
  const measures = combineMeasures(
    files.map(({ measure }): FileMeasure => measure),
    capabilities,
  );
  if (!measures) return null;
  const read = performance.now();
  const picture = pictureOf(files);
  return { measures, picture, phasesMs: { reading: Math.round(read - started), drawing: Math.round(performance.now() - read) } };
}
