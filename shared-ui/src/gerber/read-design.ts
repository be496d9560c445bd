import { combineMeasures, measureDesignFile, type FileMeasure } from '@pcb/contract';
import { plot, read, renderLayers, stringifySvg, type Layer, type RenderLayersResult } from '@tracespace/core';
import { strFromU8, unzipSync } from 'fflate';
import { VIEWER_LAYERS, type DesignReading, type Side, type SidePicture, type ViewerLayer } from './design-reading';

/**
 * Reads a design zip as the shop sees it: measured by the contract's reader (the figures pcb-api stores),
 * drawn by tracespace, one transparent SVG per layer so the viewer can stack them and switch each one.
 * Runs in a Web Worker (design.worker.ts): unzipping, parsing and drawing a board take hundreds of ms.
 */

/** Entries above this size are not design layers worth reading in a browser. */
const MAX_LAYER_BYTES = 10 * 1024 * 1024;

const COLOURS = { base: '#5c5432', copper: '#c9a233', soldermask: '#0b5d1e', silkscreen: '#f5f5f5', drill: '#111', outline: '#ffd43b' };

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

function sidePicture(rendered: RenderLayersResult, side: Side): SidePicture {
  const [x, y, width, height] = rendered.boardShapeRender.viewBox;
  const rect = (fill: string, extra = '') => `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"${extra}/>`;
  const drawn = (wanted: (layer: Layer) => boolean) =>
    rendered.layers.filter(wanted).flatMap((layer) => rendered.rendersById[layer.id].children.map((child) => stringifySvg(child as never)));
  const onSide = (type: string) => (layer: Layer) => layer.type === type && layer.side === side;
  const ofType = (type: string) => (layer: Layer) => layer.type === type;
  const group = (colour: string, parts: string[]) => (parts.length > 0 ? `<g color="${colour}">${parts.join('')}</g>` : null);

  const mask = drawn(onSide('soldermask'));
  const layers: Partial<Record<ViewerLayer, string | null>> = {
    copper: group(COLOURS.copper, drawn(onSide('copper'))),
    // The mask covers the board except where the mask layer opens it.
    soldermask: mask.length > 0 ? `<mask id="openings">${rect('#fff')}<g color="#000">${mask.join('')}</g></mask>` : null,
    silkscreen: group(COLOURS.silkscreen, drawn(onSide('silkscreen'))),
    drill: group(COLOURS.drill, drawn(ofType('drill'))),
    outline: group(COLOURS.outline, drawn(ofType('outline'))),
  };
  const pictures: Partial<Record<ViewerLayer, string>> = {};
  for (const name of VIEWER_LAYERS) {
    const body = layers[name];
    if (!body) continue;
    pictures[name] = name === 'soldermask' ? svgPicture(rendered, rect(COLOURS.soldermask, ' opacity="0.7" mask="url(#openings)"'), body) : svgPicture(rendered, body);
  }
  return { base: svgPicture(rendered, rect(COLOURS.base)), layers: pictures };
}

/** Reads the zip's design files; null when none is a Gerber or drill file (an answer, not a failure). */
export async function readDesign(zip: Blob): Promise<DesignReading | null> {
  const started = performance.now();
  const files = designFiles(await readBytes(zip));
  const measures = combineMeasures(files.map(({ measure }): FileMeasure => measure));
  if (!measures) return null;
  const rendered = renderLayers(plot(await read(files.map(({ name, text }) => new File([text], name.split('/').pop() ?? name)))));
  const [, , width, height] = rendered.boardShapeRender.viewBox;
  return {
    measures,
    aspectRatio: height > 0 ? width / height : 1,
    sides: { top: sidePicture(rendered, 'top'), bottom: sidePicture(rendered, 'bottom') },
    elapsedMs: Math.round(performance.now() - started),
  };
}
