import { PROTOTYPE_OPTION_GROUPS, type PriceCatalogue, type PrototypeField } from './custom-pricing';
import { FEATURE_TOLERANCE_MM, millimetres } from './design-checks';

/** What a design measures, as far as the prototype form's options go. */
export interface MeasuredBoard {
  widthMm: number | null;
  heightMm: number | null;
  copperLayers: number;
  /** The smallest drilled hole and drawn track; null when the files have none. */
  minHoleMm: number | null;
  minTrackMm: number | null;
}

type ProposedField = 'width' | 'length' | 'layer' | 'min_track' | 'min_hole';
export type BoardProposal = Partial<Record<ProposedField, string>>;

/** `297 mm` → 297, `2 Layer` → 2. */
const leadingNumber = (label: string) => Number.parseFloat(label);

const optionsOf = (catalogue: PriceCatalogue, field: PrototypeField) => catalogue.find((g) => g.type === PROTOTYPE_OPTION_GROUPS[field])?.data ?? [];

/** The option of `field` with the smallest leading number that is at least `needed`; none when nothing is large enough. */
function nearestNotSmaller(catalogue: PriceCatalogue, field: ProposedField, needed: number): string | undefined {
  return optionsOf(catalogue, field)
    .map((item) => ({ label: item.type, value: leadingNumber(item.type) }))
    .filter(({ value }) => Number.isFinite(value) && value >= needed)
    .sort((a, b) => a.value - b.value)[0]?.label;
}

/**
 * The Min Track or Min Hole option the design needs: the largest minimum that the smallest feature
 * measured still meets (a finer minimum costs more and buys nothing); none when the design is finer
 * than every option, which its design check then reports.
 */
function finestNeeded(catalogue: PriceCatalogue, field: 'min_track' | 'min_hole', measuredMm: number): string | undefined {
  return optionsOf(catalogue, field)
    .map((item) => ({ label: item.type, mm: millimetres(item.type) }))
    .filter((option): option is { label: string; mm: number } => option.mm !== undefined && option.mm <= measuredMm + FEATURE_TOLERANCE_MM)
    .sort((a, b) => b.mm - a.mm)[0]?.label;
}

/**
 * The prototype form's choices a measured design answers: width, length and layer are the nearest
 * catalogue options not smaller than the board; Min Track and Min Hole the largest minimum its
 * smallest track and hole meet. A figure the design lacks, or that no option fits, proposes nothing.
 */
export function proposeBoardOptions(catalogue: PriceCatalogue, board: MeasuredBoard): BoardProposal {
  const propose = (field: ProposedField, measured: number | null, pick: (needed: number) => string | undefined) => {
    const label = measured === null || measured <= 0 ? undefined : pick(measured);
    return label === undefined ? {} : { [field]: label };
  };
  const notSmaller = (field: ProposedField) => (needed: number) => nearestNotSmaller(catalogue, field, needed);
  return {
    ...propose('width', board.widthMm, notSmaller('width')),
    ...propose('length', board.heightMm, notSmaller('length')),
    ...propose('layer', board.copperLayers, notSmaller('layer')),
    ...propose('min_track', board.minTrackMm, (mm) => finestNeeded(catalogue, 'min_track', mm)),
    ...propose('min_hole', board.minHoleMm, (mm) => finestNeeded(catalogue, 'min_hole', mm)),
  };
}

/**
 * A first prototype's choices before the buyer or a design says otherwise: the board most university
 * prototypes are (one FR-4 piece of 1,6 mm, two layers, green mask, white print, lead-free finish,
 * 1 oz copper) at the standard tolerances. The size is left to the design or the buyer: no size fits all.
 */
export const PROTOTYPE_DEFAULTS: Partial<Record<PrototypeField, string>> = {
  board_type: 'Single Piece',
  design_in_panel: '1',
  quantity: '5 pcs',
  layer: '2 Layer',
  material: 'FR-4',
  thickness: '1.6 mm',
  min_track: '10 mil',
  min_hole: '0.4 mm',
  solder_mask: 'Green',
  silkscreen: 'White',
  uv_printing: 'No',
  surface_finish: 'Lead Free',
  finish_copper: '1 oz CU',
};

/** `PROTOTYPE_DEFAULTS` the catalogue offers today: an option the admin removed is left for the buyer to choose. */
export function defaultPrototypeChoices(catalogue: PriceCatalogue): Record<string, string> {
  const offered = Object.entries(PROTOTYPE_DEFAULTS).filter(([field, label]) =>
    optionsOf(catalogue, field as PrototypeField).some((item) => item.type === label),
  );
  return Object.fromEntries(offered);
}
