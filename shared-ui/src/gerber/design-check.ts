import type { DesignInspection } from './inspect-design';

/** What the request says about the board, to compare with what the files show. */
export interface ExpectedBoard {
  widthMm?: number;
  lengthMm?: number;
  copperLayers?: number;
}

const firstNumber = (text: string | undefined) => {
  const value = Number.parseFloat(text ?? '');
  return Number.isFinite(value) ? value : undefined;
};

/** A prototype request's `width`, `length` ("100 mm") and `layer` ("2 Layer") as numbers. */
export function expectedFromRequest(fields: { width?: string; length?: string; layer?: string }): ExpectedBoard {
  return { widthMm: firstNumber(fields.width), lengthMm: firstNumber(fields.length), copperLayers: firstNumber(fields.layer) };
}

const TOLERANCE_MM = 0.5;
const formatMm = (value: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(value);
export const formatSize = (width: number, height: number) => `${formatMm(width)} × ${formatMm(height)} mm`;

/** The board must fit the requested size (either way round), and have the requested copper layers. */
export function designWarnings(found: Pick<DesignInspection, 'size' | 'copperLayers'>, expected: ExpectedBoard): string[] {
  const warnings: string[] = [];
  const { widthMm, lengthMm, copperLayers } = expected;
  if (found.size && widthMm !== undefined && lengthMm !== undefined) {
    const { widthMm: w, heightMm: h } = found.size;
    const fits = (a: number, b: number) => a <= widthMm + TOLERANCE_MM && b <= lengthMm + TOLERANCE_MM;
    if (!fits(w, h) && !fits(h, w)) {
      warnings.push(`Ukuran papan pada file (${formatSize(w, h)}) melebihi ukuran pada permintaan (${formatSize(widthMm, lengthMm)}).`);
    }
  }
  if (copperLayers !== undefined && found.copperLayers !== copperLayers) {
    warnings.push(`File berisi ${found.copperLayers} lapisan tembaga, sedangkan permintaan menyebut ${copperLayers} layer.`);
  }
  return warnings;
}
