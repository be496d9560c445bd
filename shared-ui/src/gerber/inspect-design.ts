import { plot, read, renderBoard, renderLayers, stringifySvg } from '@tracespace/core';
import { strFromU8, unzipSync } from 'fflate';

export interface DesignLayer {
  filename: string;
  /** tracespace's layer type (copper, soldermask, silkscreen, solderpaste, drill, outline, drawing), null when unknown. */
  type: string | null;
  side: string | null;
}

export interface DesignInspection {
  layers: DesignLayer[];
  /** The outline's size in mm, null when the board has no outline layer. */
  size: { widthMm: number; heightMm: number } | null;
  copperLayers: number;
  /** SVG pictures of the finished board, seen from the top and from the bottom. */
  topSvg: string;
  bottomSvg: string;
  /** Milliseconds spent unzipping, parsing and rendering. */
  elapsedMs: number;
}

export class NoGerberError extends Error {}

/** Gerber (RS-274X) or Excellon drill text, known by its first commands. */
const GERBER_OR_DRILL = /^[ \t]*(?:G04|%FS|%MO|M48)/m;
/** Entries above this size are not design layers worth reading in a browser. */
const MAX_LAYER_BYTES = 10 * 1024 * 1024;
const MM_PER_INCH = 25.4;

/** The blob's bytes (FileReader: what every browser, and jsdom, can do with a Blob). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

function designFiles(zip: Uint8Array): File[] {
  const entries = unzipSync(zip, { filter: (entry) => !entry.name.endsWith('/') && entry.originalSize <= MAX_LAYER_BYTES });
  return Object.entries(entries).flatMap(([path, bytes]) => {
    const text = strFromU8(bytes);
    return GERBER_OR_DRILL.test(text.slice(0, 4096)) ? [new File([text], path.split('/').pop() ?? path)] : [];
  });
}

function outlineSizeMm(plotted: ReturnType<typeof plot>): DesignInspection['size'] {
  const outline = plotted.layers.find((layer) => layer.type === 'outline');
  const envelope = plotted.boardShape.size;
  if (!outline || envelope.length !== 4) return null;
  const [x1, y1, x2, y2] = envelope;
  const scale = plotted.plotTreesById[outline.id].units === 'in' ? MM_PER_INCH : 1;
  const round = (value: number) => Math.round(value * scale * 100) / 100;
  return { widthMm: round(x2 - x1), heightMm: round(y2 - y1) };
}

/**
 * What the shop will see in a design zip: each file's layer, the outline size, the copper layer
 * count and a picture of both sides. Throws NoGerberError when no file is a Gerber or drill file.
 */
export async function inspectDesign(zip: Blob): Promise<DesignInspection> {
  const started = performance.now();
  const files = designFiles(await readBytes(zip));
  if (files.length === 0) throw new NoGerberError();
  const plotted = plot(await read(files));
  const board = renderBoard(renderLayers(plotted));
  return {
    layers: plotted.layers.map(({ filename, type, side }) => ({ filename, type, side })),
    size: outlineSizeMm(plotted),
    copperLayers: plotted.layers.filter((layer) => layer.type === 'copper').length,
    topSvg: stringifySvg(board.top),
    bottomSvg: stringifySvg(board.bottom),
    elapsedMs: Math.round(performance.now() - started),
  };
}
