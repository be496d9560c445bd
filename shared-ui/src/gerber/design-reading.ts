import type { DesignMeasures, DesignRuleCheck } from '@pcb/contract/domain';

/**
 * What the preview's worker answers (read-design.ts): kept apart from the reader, so the page's chunk
 * never bundles the reader and fflate, which only the worker needs.
 */

/** The layers a buyer can switch, bottom of the stack first. */
export const VIEWER_LAYERS = ['copper', 'soldermask', 'silkscreen', 'drill', 'outline'] as const;
export type ViewerLayer = (typeof VIEWER_LAYERS)[number];
export const SIDES = ['top', 'bottom'] as const;
export type Side = (typeof SIDES)[number];

export interface SidePicture {
  /** The board's substrate (its shape, filled), under every layer: an SVG Blob. */
  base: Blob;
  /** The SVG pictures of each layer the set has (large layers in several pieces); the bottom as its files draw it (the viewer mirrors it). */
  layers: Partial<Record<ViewerLayer, Blob[]>>;
}

/** Where the pictures lie in the files' coordinates (read-design.ts frameOf). */
export interface PictureFrame {
  /** The pictures' SVG view box, x y width height, in the files' units with y turned downwards. */
  viewBox: [number, number, number, number];
  /** Millimetres in one unit of the view box: 1, or 25,4 for a board drawn in inches. */
  mmPerUnit: number;
  /** The side of each file (by its path in the zip) that lies on one side: copper, mask, silkscreen. */
  fileSides: Record<string, Side>;
}

export interface BoardPicture {
  /** Width over height of the pictures. */
  aspectRatio: number;
  frame: PictureFrame;
  sides: Record<Side, SidePicture>;
}

export interface DesignReading {
  /** The files' figures and layers; their design-rule report is `report`. */
  measures: Omit<DesignMeasures, 'rules'>;
  /** Null when the files are measured but cannot be drawn here: the preview says so, and the design can still be sent. */
  picture: BoardPicture | null;
  /** The design-rule report against the centre's capabilities; null while the worker still checks, after it posted the pictures. */
  report: DesignRuleCheck[] | null;
  /** Milliseconds the reader spent unzipping and measuring the files, and drawing the pictures (the board-picture bench reads them). */
  phasesMs: { reading: number; drawing: number };
}

/**
 * The worker's answers, in order: the reading with the pictures (null when no file is a Gerber or drill file,
 * and then the last), then its design-rule report and the milliseconds the checks took.
 */
export type DesignAnswer = { reading: DesignReading | null } | { report: DesignRuleCheck[]; checkingMs: number };

/** The reading as far as the answers have come: the report joins it when it arrives. */
export const withAnswer = (reading: DesignReading | null, answer: DesignAnswer): DesignReading | null =>
  'reading' in answer ? answer.reading : reading && { ...reading, report: answer.report };
