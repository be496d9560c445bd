import { combineMeasures, measureDesignFile, sideOfAttribute, type DesignCapabilities, type DesignLayer, type FileMeasure } from '@pcb/contract';
import { plot, read, renderLayers, stringifySvg, type Layer, type PlotResult, type ReadResult, type RenderLayersResult } from '@tracespace/core';
import { strFromU8, unzipSync } from 'fflate';
import { VIEWER_LAYERS, type BoardPicture, type DesignReading, type PictureFrame, type Side, type SidePicture, type ViewerLayer } from './design-reading';

/**
 * Reads a design zip as the shop sees it: measured by the contract's reader (the figures pcb-api stores),
 * drawn by tracespace, transparent SVG pictures per layer so the viewer can stack them and switch each one.
 * They go back as Blobs, which cross to the page without copying their markup.
 * Runs in a Web Worker (design.worker.ts): unzipping, parsing and drawing a board take hundreds of ms.
 */

/** Entries above this size are not design layers worth reading in a browser. */
const MAX_LAYER_BYTES = 10 * 1024 * 1024;

const COLOURS = { base: '#5c5432', copper: '#c9a233', soldermask: '#0b5d1e', silkscreen: '#f5f5f5', drill: '#111', outline: '#ffd43b' };

type DesignFile = ReturnType<typeof designFiles>[number];

/** What tracespace calls each of our layers, with the side where the layer itself says it. */
const DRAWN_AS: Partial<Record<DesignLayer, Pick<Layer, 'type'> & Partial<Pick<Layer, 'side'>>>> = {
  'copper-top': { type: 'copper', side: 'top' },
  'copper-bottom': { type: 'copper', side: 'bottom' },
  'copper-inner': { type: 'copper', side: 'inner' },
  copper: { type: 'copper' },
  outline: { type: 'outline', side: 'all' },
  drill: { type: 'drill', side: 'all' },
  soldermask: { type: 'soldermask' },
  silkscreen: { type: 'silkscreen' },
  solderpaste: { type: 'solderpaste' },
};

/**
 * Each layer drawn as the inspection reads it (Gerber X2 first, then the name), not as tracespace guesses from
 * the file name alone: a `*-top_layer.gbr` KiCad wrote is copper in the file table and in the picture alike.
 */
function asInspected(result: ReadResult, files: DesignFile[]): ReadResult {
  const byName = new Map(files.map((file) => [baseName(file.name), file]));
  const layers = result.layers.map((layer) => {
    const file = byName.get(layer.filename);
    const drawn = file && DRAWN_AS[file.measure.layer];
    if (!file || !drawn) return layer;
    return { ...layer, type: drawn.type, side: drawn.side ?? sideOfAttribute(file.text) ?? layer.side ?? 'top' };
  });
  return { ...result, layers };
}

const baseName = (name: string) => name.split('/').pop() ?? name;

/** The blob's bytes (FileReader: what every browser and worker, and jsdom, can do with a Blob). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The pictures' own size in pixels, about this wide on their long side: an <img> needs one to decode. */
const PICTURE_PIXELS = 1200;

function designFiles(zip: Uint8Array) {
  const entries = unzipSync(zip, { filter: (entry) => !entry.name.endsWith('/') && entry.originalSize <= MAX_LAYER_BYTES });
  return Object.entries(entries).flatMap(([path, bytes]) => {
    const file = { name: path, text: strFromU8(bytes, true) };
    const measure = measureDesignFile(file);
    return measure ? [{ ...file, measure }] : [];
  });
}

/** The picture of one side's layers, sharing the board's view box so the stacked images line up. */
function svgPicture(rendered: RenderLayersResult, body: string, defs = ''): string {
  const { viewBox, path } = rendered.boardShapeRender;
  const [x, y, width, height] = viewBox;
  const pixels = PICTURE_PIXELS / Math.max(width, height, Number.EPSILON);
  const clip = path ? `<clipPath id="board">${stringifySvg(path)}</clipPath>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${width} ${height}" width="${Math.round(width * pixels)}" height="${Math.round(height * pixels)}"` +
    ` fill="currentColor" stroke="currentColor" stroke-width="0" stroke-linecap="round" stroke-linejoin="round" fill-rule="evenodd">` +
    `<defs>${clip}${defs}</defs><g${path ? ' clip-path="url(#board)"' : ''}>${body}</g></svg>`
  );
}

/**
 * A layer's drawn parts in pictures of at most PIECE_CHARS of markup each: the browser parses an SVG image on
 * the main thread, in one task per image, so one large copper layer would be one long task (about 500 ms for
 * the Arduino's at CPU x4); in 16 KB pieces the longest measured 80-95 ms (e2e/tests/gerber-preview-main-thread.spec.ts).
 */
const PIECE_CHARS = 16 * 1024;

function inPieces(parts: string[]): string[][] {
  const pieces: string[][] = [];
  let size = Infinity;
  for (const part of parts) {
    if (size + part.length > PIECE_CHARS) {
      pieces.push([]);
      size = 0;
    }
    pieces[pieces.length - 1].push(part);
    size += part.length;
  }
  return pieces;
}

const svgBlob = (svg: string) => new Blob([svg], { type: 'image/svg+xml' });

function sidePicture(rendered: RenderLayersResult, side: Side): SidePicture {
  const [x, y, width, height] = rendered.boardShapeRender.viewBox;
  const rect = (fill: string, extra = '') => `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"${extra}/>`;
  const drawn = (wanted: (layer: Layer) => boolean) =>
    rendered.layers.filter(wanted).flatMap((layer) => rendered.rendersById[layer.id].children.map((child) => stringifySvg(child as never)));
  const onSide = (type: string) => (layer: Layer) => layer.type === type && layer.side === side;
  const ofType = (type: string) => (layer: Layer) => layer.type === type;
  const pictures = (colour: string, parts: string[]) =>
    inPieces(parts).map((piece) => svgBlob(svgPicture(rendered, `<g color="${colour}">${piece.join('')}</g>`)));

  const mask = drawn(onSide('soldermask'));
  const layers: Partial<Record<ViewerLayer, Blob[]>> = {
    copper: pictures(COLOURS.copper, drawn(onSide('copper'))),
    // The mask covers the board except where the mask layer opens it: one picture, since a mask cannot be cut in pieces.
    soldermask:
      mask.length > 0
        ? [
            svgBlob(
              svgPicture(
                rendered,
                rect(COLOURS.soldermask, ' opacity="0.7" mask="url(#openings)"'),
                `<mask id="openings">${rect('#fff')}<g color="#000">${mask.join('')}</g></mask>`,
              ),
            ),
          ]
        : [],
    silkscreen: pictures(COLOURS.silkscreen, drawn(onSide('silkscreen'))),
    drill: pictures(COLOURS.drill, drawn(ofType('drill'))),
    outline: pictures(COLOURS.outline, drawn(ofType('outline'))),
  };
  const present = VIEWER_LAYERS.filter((name) => (layers[name]?.length ?? 0) > 0).map((name) => [name, layers[name]]);
  return { base: svgBlob(svgPicture(rendered, rect(COLOURS.base))), layers: Object.fromEntries(present) };
}

const MM_PER_UNIT = { mm: 1, in: 25.4 } as const;

/**
 * Where the pictures lie in the files' coordinates, so a place the design-rule report names in mm can be marked on them.
 * tracespace draws each file in its own units, upwards y turned downwards; the board's view box is the outline's
 * (else every layer's together), so its units are the outline's, else those most layers use.
 */
function frameOf(plotted: PlotResult, rendered: RenderLayersResult, files: DesignFile[]): PictureFrame {
  const unitsOf = (layer: Layer) => plotted.plotTreesById[layer.id].units;
  const outline = plotted.layers.find((layer) => layer.type === 'outline');
  const inches = plotted.layers.filter((layer) => unitsOf(layer) === 'in').length;
  const units = outline ? unitsOf(outline) : inches * 2 > plotted.layers.length ? 'in' : 'mm';
  const sideOfName = new Map(plotted.layers.map((layer) => [layer.filename, layer.side]));
  const sideOf = (name: string): Side | null => {
    const side = sideOfName.get(baseName(name));
    return side === 'top' || side === 'bottom' ? side : null;
  };
  const fileSides = Object.fromEntries(files.flatMap(({ name }) => (sideOf(name) ? [[name, sideOf(name)!]] : [])));
  return { viewBox: rendered.boardShapeRender.viewBox, mmPerUnit: MM_PER_UNIT[units], fileSides };
}

/** Both sides of the board, drawn by tracespace from the files as the inspection identified them. */
async function drawBoard(files: DesignFile[]): Promise<BoardPicture> {
  const identified = await read(files.map(({ name, text }) => new File([text], baseName(name))));
  const plotted = plot(asInspected(identified, files));
  const rendered = renderLayers(plotted);
  const [, , width, height] = rendered.boardShapeRender.viewBox;
  return {
    aspectRatio: height > 0 ? width / height : 1,
    frame: frameOf(plotted, rendered, files),
    sides: { top: sidePicture(rendered, 'top'), bottom: sidePicture(rendered, 'bottom') },
  };
}

/**
 * Reads the zip's design files; null when none is a Gerber or drill file (an answer, not a failure). The
 * measures come from the contract's own reader and stand even where tracespace cannot draw the files; its
 * design-rule report holds them to the centre's capabilities, as pcb-api's inspection does.
 */
export async function readDesign(zip: Blob, capabilities: DesignCapabilities): Promise<DesignReading | null> {
  const started = performance.now();
  const files = designFiles(await readBytes(zip));
  const measures = combineMeasures(
    files.map(({ measure }): FileMeasure => measure),
    capabilities,
  );
  if (!measures) return null;
  const picture = await drawBoard(files).catch(() => null);
  return { measures, picture, elapsedMs: Math.round(performance.now() - started) };
}
