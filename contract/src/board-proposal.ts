import { PROTOTYPE_OPTION_GROUPS, type PriceCatalogue } from './custom-pricing';

/** What a design measures, as far as the prototype form's size and layer options go. */
export interface MeasuredBoard {
  widthMm: number | null;
  heightMm: number | null;
  copperLayers: number;
}

export type BoardProposal = Partial<Record<'width' | 'length' | 'layer', string>>;

/** `297 mm` → 297, `2 Layer` → 2. */
const leadingNumber = (label: string) => Number.parseFloat(label);

/** The option of `group` with the smallest leading number that is at least `needed`; none when nothing is large enough. */
function nearestNotSmaller(catalogue: PriceCatalogue, group: string | undefined, needed: number): string | undefined {
  const options = catalogue.find((g) => g.type === group)?.data ?? [];
  return options
    .map((item) => ({ label: item.type, value: leadingNumber(item.type) }))
    .filter(({ value }) => Number.isFinite(value) && value >= needed)
    .sort((a, b) => a.value - b.value)[0]?.label;
}

/**
 * The prototype form's width, length and layer for a measured design: for each, the nearest
 * catalogue option that is not smaller than the board. A figure the design lacks, or that no
 * option reaches, proposes nothing for its field.
 */
export function proposeBoardOptions(catalogue: PriceCatalogue, board: MeasuredBoard): BoardProposal {
  const propose = (field: 'width' | 'length' | 'layer', needed: number | null) => {
    const label = needed === null || needed <= 0 ? undefined : nearestNotSmaller(catalogue, PROTOTYPE_OPTION_GROUPS[field], needed);
    return label === undefined ? {} : { [field]: label };
  };
  return { ...propose('width', board.widthMm), ...propose('length', board.heightMm), ...propose('layer', board.copperLayers) };
}
