import type { DesignCheckField, DesignMeasures, DesignRule, DesignRuleCheck, DesignWarning } from './design-report';

/** The prototype fields a design check reads, as stored: option labels such as `100 mm`, `2 Layer`, `8 mil`, `0.3 mm`. */
export interface OrderedBoard {
  width?: string;
  length?: string;
  layer?: string;
  min_track?: string;
  min_hole?: string;
}

const MM_PER_MIL = 0.0254;
/** A board may come out this much over its ordered size (the outline's own line width, rounding). */
const SIZE_TOLERANCE_MM = 0.5;
/** Below this a hole or track is the same size: 6 mil is 0,1524 mm, which a file may write as 0,152. */
export const FEATURE_TOLERANCE_MM = 0.001;

/** An option label's length in mm (`0.3 mm`, `8 mil`, `100`); undefined when it names none. */
export function millimetres(label: string | undefined): number | undefined {
  const found = /^\s*(\d{1,6}(?:[.,]\d{1,6})?)\s*(mil|mm)?/i.exec(label ?? '');
  if (!found) return undefined;
  const value = Number(found[1].replace(',', '.'));
  return found[2]?.toLowerCase() === 'mil' ? value * MM_PER_MIL : value;
}

const wholeNumber = (label: string | undefined) => {
  const found = /^\s*(\d{1,3})/.exec(label ?? '');
  return found ? Number(found[1]) : undefined;
};

const number = (value: number, digits: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: digits }).format(value);
export const formatSize = (width: number, height: number) => `${number(width, 2)} × ${number(height, 2)} mm`;
/** Holes and tracks to the micrometre the files give: `0,381 mm`. */
export const formatMm = (value: number) => `${number(value, 3)} mm`;
/** A track both ways, since the catalogue sells tracks in mil: `0,099 mm (3,9 mil)`. */
export const formatTrack = (mm: number) => `${formatMm(mm)} (${number(mm / MM_PER_MIL, 1)} mil)`;

function sizeWarning(found: DesignMeasures, ordered: OrderedBoard): DesignWarning | null {
  const [width, length] = [millimetres(ordered.width), millimetres(ordered.length)];
  if (found.width_mm === null || found.height_mm === null || width === undefined || length === undefined) return null;
  const fits = (a: number, b: number) => a <= width + SIZE_TOLERANCE_MM && b <= length + SIZE_TOLERANCE_MM;
  if (fits(found.width_mm, found.height_mm) || fits(found.height_mm, found.width_mm)) return null;
  const [foundText, orderedText] = [formatSize(found.width_mm, found.height_mm), formatSize(width, length)];
  return {
    field: 'dimensions',
    found: foundText,
    ordered: orderedText,
    message: `Ukuran papan pada file (${foundText}) melebihi ukuran pada permintaan (${orderedText}).`,
  };
}

function layerWarning(found: DesignMeasures, ordered: OrderedBoard): DesignWarning | null {
  const layers = wholeNumber(ordered.layer);
  if (layers === undefined || found.copper_layers === layers) return null;
  return {
    field: 'layer',
    found: `${found.copper_layers} layer`,
    ordered: `${layers} layer`,
    message: `File berisi ${found.copper_layers} lapisan tembaga, sedangkan permintaan menyebut ${layers} layer.`,
  };
}

function holeWarning(found: DesignMeasures, ordered: OrderedBoard): DesignWarning | null {
  const minimum = millimetres(ordered.min_hole);
  if (found.min_hole_mm === null || minimum === undefined || found.min_hole_mm >= minimum - FEATURE_TOLERANCE_MM) return null;
  const [foundText, orderedText] = [formatMm(found.min_hole_mm), formatMm(minimum)];
  return {
    field: 'min_hole',
    found: foundText,
    ordered: orderedText,
    message: `Lubang terkecil pada file (${foundText}) lebih kecil dari minimum lubang pesanan, Min Hole ${orderedText}.`,
  };
}

function trackWarning(found: DesignMeasures, ordered: OrderedBoard): DesignWarning | null {
  const minimum = millimetres(ordered.min_track);
  if (found.min_track_mm === null || minimum === undefined || found.min_track_mm >= minimum - FEATURE_TOLERANCE_MM) return null;
  const [foundText, orderedText] = [formatTrack(found.min_track_mm), formatTrack(minimum)];
  return {
    field: 'min_track',
    found: foundText,
    ordered: orderedText,
    message: `Jalur terkecil pada file (${foundText}) lebih kecil dari minimum jalur pesanan, Min Track ${orderedText}.`,
  };
}

/**
 * The design checks (DFM): where the files disagree with what a prototype request orders, a warning
 * naming the field and both values. An assembly request orders none of these and gets none.
 */
export function designWarnings(found: DesignMeasures, ordered: OrderedBoard): DesignWarning[] {
  return [sizeWarning, layerWarning, trackWarning, holeWarning].flatMap((check) => check(found, ordered) ?? []);
}

/** The design-rule check that also compares each ordered field. */
const RULE_OF_FIELD: Readonly<Record<DesignCheckField, DesignRule>> = { dimensions: 'size', layer: 'layers', min_track: 'track', min_hole: 'drill' };

const shownIf = <T>(value: T | undefined, show: (value: T) => string) => (value === undefined ? null : show(value));

/** What the order says about each check it speaks to, as shown beside what the files measure. */
const ORDERED_TEXT: Partial<Record<DesignRule, (ordered: OrderedBoard) => string | null>> = {
  size: ({ width, length }) => {
    const [w, l] = [millimetres(width), millimetres(length)];
    return w === undefined || l === undefined ? null : formatSize(w, l);
  },
  layers: ({ layer }) => shownIf(wholeNumber(layer), (count) => `${count} layer`),
  track: ({ min_track }) => shownIf(millimetres(min_track), formatTrack),
  drill: ({ min_hole }) => shownIf(millimetres(min_hole), (mm) => `min. ${formatMm(mm)}`),
};

/**
 * The design-rule report with the order's side filled in: each check the order speaks to shows what it orders,
 * and where the files disagree with the order, a check that passed the centre's capability becomes a warning.
 */
export function rulesWithOrder(rules: readonly DesignRuleCheck[], measures: DesignMeasures, ordered: OrderedBoard): DesignRuleCheck[] {
  const warnings = designWarnings(measures, ordered);
  return rules.map((check) => {
    const withOrder = { ...check, ordered: ORDERED_TEXT[check.rule]?.(ordered) ?? null };
    const warning = warnings.find(({ field }) => RULE_OF_FIELD[field] === check.rule);
    if (!warning) return withOrder;
    // A capability passed says nothing worth repeating beside the order's warning.
    if (check.result === 'pass') return { ...withOrder, result: 'warning', message: warning.message };
    return { ...withOrder, message: `${check.message} ${warning.message}` };
  });
}
