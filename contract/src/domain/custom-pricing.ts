/**
 * The custom forms' price and required fields (spec §4 "Custom-form price", §5): one pure rule for
 * the forms' Kalkulasi Harga panel and for the total_cost pcb-api stores. Plain TypeScript with no
 * runtime dependency, so a browser loads it as it is.
 */

/** Prototype form fields in the form's order (spec §3), in the client's spellings. */
export const PROTOTYPE_FIELDS = [
  'board_type',
  'x_out',
  'panel_Requirement',
  'notes',
  'route_process',
  'design_in_panel',
  'width',
  'length',
  'quantity',
  'layer',
  'copper_layer',
  'solder_mask_position',
  'silkscreen_position',
  'material',
  'material_option',
  'thickness',
  'min_track',
  'min_hole',
  'solder_mask',
  'silkscreen',
  'uv_printing',
  'edge_conector',
  'surface_finish',
  'via_process',
  'finish_copper',
  'inner_copper',
  'remove_product_no',
] as const;
export type PrototypeField = (typeof PROTOTYPE_FIELDS)[number];

/** Assembly form fields that hold an option label. */
export const ASSEMBLY_OPTION_FIELDS = [
  'flexible_option',
  'board_type',
  'assembly_side',
  'pay_attention',
  'board_to_delivery',
  'function_test',
  'cable_wire_harness_assembly',
] as const;
/** Assembly form fields that hold whole numbers. */
export const ASSEMBLY_NUMBER_FIELDS = ['quantity', 'number_unik_part', 'number_SMD_part', 'number_BGA_QFP', 'throught_hole'] as const;
export const ASSEMBLY_TEXT_FIELDS = ['notes', 'detail_information'] as const;
/** Every assembly field in the form's order (spec §5); all fourteen are required. */
export const ASSEMBLY_FIELDS = [
  'flexible_option',
  'board_type',
  'assembly_side',
  'quantity',
  'pay_attention',
  'notes',
  'number_unik_part',
  'number_SMD_part',
  'number_BGA_QFP',
  'throught_hole',
  'board_to_delivery',
  'function_test',
  'cable_wire_harness_assembly',
  'detail_information',
] as const;
export type AssemblyField = (typeof ASSEMBLY_FIELDS)[number];

/** What pricing reads of an option catalogue (`GET costom-prototype`, `GET admin/costom-assembly`). */
export type PriceCatalogue = ReadonlyArray<{ type: string; data: ReadonlyArray<{ type: string; cost: number }> }>;
/** A form's values or a request body: each field holds the chosen item's `type`; blank means not chosen. */
export type ChosenValues = Readonly<Record<string, unknown>>;

/** One chosen option that counts towards the total. */
export interface PriceLine {
  field: string;
  /** The field as the spec's texts write it (underscores as spaces). */
  label: string;
  /** The chosen item's `type`. */
  choice: string;
  cost: number;
}

export interface PriceQuote {
  /** In the form's order; only fields the form shows for these choices. */
  lines: PriceLine[];
  /** The sum of the lines' costs. */
  total: number;
  /** Shown fields whose choice is not in the catalogue (a stale form or a forged body); they add nothing. */
  unknownChoices: string[];
}

export interface RequiredField {
  field: string;
  label: string;
}

/** A field's name as the spec's messages write it: `panel_Requirement` → `panel Requirement`. */
export const fieldLabel = (field: string): string => field.replace(/_/g, ' ');

/** A field's title on the forms, in Kalkulasi Harga and in the details: `panel_Requirement` → `Panel Requirement`, `x_out` → `X Out`. */
export const fieldTitle = (field: string): string =>
  field
    .split('_')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/** Spec §5's text for the first missing field: `Mohon pilih "{label}"!`. */
export const missingFieldText = (missing: RequiredField): string => `Mohon pilih "${missing.label}"!`;

/** The trimmed text of a value; numbers count as their text, anything else as blank. */
export function choiceOf(values: ChosenValues, field: string): string {
  const value = values[field];
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** The first required field left blank, or undefined when every one is filled. */
export function firstMissingField(required: readonly RequiredField[], values: ChosenValues): RequiredField | undefined {
  return required.find(({ field }) => choiceOf(values, field) === '');
}

const asRequired = (field: string): RequiredField => ({ field, label: fieldLabel(field) });

/** The catalogue group whose items each prototype select offers (see `prototypeOptionGroup` for `material_option`). */
export const PROTOTYPE_OPTION_GROUPS: Partial<Record<PrototypeField, string>> = {
  board_type: 'Board Type',
  x_out: 'X Out',
  panel_Requirement: 'Panel Requirement',
  route_process: 'Route Process',
  design_in_panel: 'Different Design In Panel',
  width: 'Dimensions',
  length: 'Dimensions',
  quantity: 'Quantity',
  layer: 'Layer Type',
  copper_layer: 'Copper Layer',
  solder_mask_position: 'Solder Mask Position',
  silkscreen_position: 'Silkscreen Position',
  material: 'Material',
  thickness: 'Thickness',
  min_track: 'Min Track',
  min_hole: 'Hole',
  solder_mask: 'Solder Mask',
  silkscreen: 'Silkscreen',
  uv_printing: 'UV Printing Multi Color',
  edge_conector: 'Edge Contector',
  surface_finish: 'Surface Finish',
  via_process: 'Via Process',
  finish_copper: 'Finished Copper',
  inner_copper: 'Inner Copper',
};

/** The group a prototype field's choices come from: `material_option`'s is named by the chosen material; none for free text. */
export function prototypeOptionGroup(field: PrototypeField, values: ChosenValues): string | undefined {
  return field === 'material_option' ? choiceOf(values, 'material') || undefined : PROTOTYPE_OPTION_GROUPS[field];
}

/** The catalogue group whose items each assembly select offers. */
export const ASSEMBLY_OPTION_GROUPS: Record<(typeof ASSEMBLY_OPTION_FIELDS)[number], string> = {
  flexible_option: '3 Flexible Options',
  board_type: 'Board Type',
  assembly_side: 'Assembly Side(s)',
  pay_attention: 'Pay Attention',
  board_to_delivery: 'Dispanel the Boards to Delivery',
  function_test: 'Function Test',
  cable_wire_harness_assembly: 'Cable Wire Harness Assembly',
};

/** Always shown, priced when chosen, never required. */
const PROTOTYPE_OPTIONAL: readonly PrototypeField[] = ['material_option', 'edge_conector', 'via_process', 'remove_product_no'];

/** The sections a board type shows (spec §5): a Single Piece shows none. */
const PANEL_SECTION: Readonly<Record<string, readonly PrototypeField[]>> = {
  'Panel by Polibatam': ['panel_Requirement', 'notes', 'route_process'],
  'Panel by Customer': ['x_out'],
};
const ONE_LAYER_SECTION: readonly PrototypeField[] = ['copper_layer', 'solder_mask_position', 'silkscreen_position'];

/** Always shown and required on the prototype form: every field that is not optional, in a section, or the inner copper. */
const NOT_ALWAYS_REQUIRED = new Set<PrototypeField>([...PROTOTYPE_OPTIONAL, ...Object.values(PANEL_SECTION).flat(), ...ONE_LAYER_SECTION, 'inner_copper']);
const PROTOTYPE_ALWAYS_REQUIRED = PROTOTYPE_FIELDS.filter((field) => !NOT_ALWAYS_REQUIRED.has(field));

/** The shown sections' fields for this board type and layer; each is required while shown. */
function prototypeSections(values: ChosenValues): PrototypeField[] {
  const fields = [...(PANEL_SECTION[choiceOf(values, 'board_type')] ?? [])];
  if (choiceOf(values, 'layer') === '1 Layer') fields.push(...ONE_LAYER_SECTION);
  return fields;
}

/** Inner copper only exists on boards with inner layers (more than two). */
const hasInnerLayers = (values: ChosenValues) => Number.parseInt(choiceOf(values, 'layer'), 10) > 2;

const inFormOrder = (fields: ReadonlySet<PrototypeField>) => PROTOTYPE_FIELDS.filter((field) => fields.has(field));

/** The prototype fields required for these choices, in the form's order: the first blank one is the one to name. */
export function requiredPrototypeFields(values: ChosenValues): RequiredField[] {
  return inFormOrder(new Set([...PROTOTYPE_ALWAYS_REQUIRED, ...prototypeSections(values)])).map(asRequired);
}

/** Every assembly field is required (spec §5), in the form's order. */
export const ASSEMBLY_REQUIRED_FIELDS: readonly RequiredField[] = ASSEMBLY_FIELDS.map(asRequired);

/** The prototype fields the form shows for these choices, in its order; a hidden section's fields are left out. */
export function shownPrototypeFields(values: ChosenValues): PrototypeField[] {
  const shown = new Set([...PROTOTYPE_ALWAYS_REQUIRED, ...PROTOTYPE_OPTIONAL, ...prototypeSections(values)]);
  if (hasInnerLayers(values)) shown.add('inner_copper');
  return inFormOrder(shown);
}

function quote(catalogue: PriceCatalogue, values: ChosenValues, priced: ReadonlyArray<{ field: string; group: string }>): PriceQuote {
  const lines: PriceLine[] = [];
  const unknownChoices: string[] = [];
  for (const { field, group } of priced) {
    const choice = choiceOf(values, field);
    if (!choice) continue;
    const item = catalogue.find((g) => g.type === group)?.data.find((i) => i.type === choice);
    if (item) lines.push({ field, label: fieldLabel(field), choice, cost: item.cost });
    else unknownChoices.push(field);
  }
  return { lines, total: lines.reduce((sum, line) => sum + line.cost, 0), unknownChoices };
}

/**
 * The prototype price: the cost of each chosen option the form shows for the chosen board type
 * and layer. A hidden section's choice adds nothing (the original form kept its cost).
 */
export function quotePrototype(catalogue: PriceCatalogue, values: ChosenValues): PriceQuote {
  const priced = shownPrototypeFields(values).flatMap((field) => {
    const group = prototypeOptionGroup(field, values);
    return group ? [{ field, group }] : [];
  });
  return quote(catalogue, values, priced);
}

/** The assembly price: the cost of each chosen option; quantity and part counts add nothing (spec §4). */
export function quoteAssembly(catalogue: PriceCatalogue, values: ChosenValues): PriceQuote {
  return quote(
    catalogue,
    values,
    ASSEMBLY_OPTION_FIELDS.map((field) => ({ field, group: ASSEMBLY_OPTION_GROUPS[field] })),
  );
}

/** The price the buyer saw plus the admin's named changes. */
export const changedPrice = (totalCost: number, changes: readonly { amount: number }[]) =>
  changes.reduce((sum, change) => sum + change.amount, Math.round(totalCost));

/** What the buyer pays for a request: the admin's final price once approved, else the price from the lists. */
export function requestPrice(request: { total_cost: number; final_cost: number | null }): { price: number } {
  return { price: request.final_cost ?? request.total_cost };
}
