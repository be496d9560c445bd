import { ASSEMBLY_NUMBER_FIELDS, ASSEMBLY_OPTION_FIELDS, ASSEMBLY_TEXT_FIELDS, PROTOTYPE_FIELDS } from '@pcb/contract';
import { ValidationFailed } from '../../lib/http-error';
import { asText } from '../../lib/rules';

/** What pricing needs of a price list: group `type` → item `type` → cost. */
export interface PriceGroup {
  type: string;
  data: ReadonlyArray<{ type: string; cost: number }>;
}

export type Submitted = Record<string, unknown>;
export type StoredFields = Record<string, string | number>;

/** The field each prototype group fills; `material_option`'s group is named by the chosen material. */
const PROTOTYPE_GROUP_OF: Record<string, string> = {
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

const ASSEMBLY_GROUP_OF: Record<string, string> = {
  flexible_option: '3 Flexible Options',
  board_type: 'Board Type',
  assembly_side: 'Assembly Side(s)',
  pay_attention: 'Pay Attention',
  board_to_delivery: 'Dispanel the Boards to Delivery',
  function_test: 'Function Test',
  cable_wire_harness_assembly: 'Cable Wire Harness Assembly',
};

/** Always required on the prototype form, in the form's order. */
const PROTOTYPE_REQUIRED = [
  'board_type', 'design_in_panel', 'width', 'length', 'quantity', 'layer', 'material', 'thickness', 'min_track',
  'min_hole', 'solder_mask', 'silkscreen', 'uv_printing', 'surface_finish', 'finish_copper',
] as const;
/** Priced when chosen, never required. */
const PROTOTYPE_OPTIONAL = ['material_option', 'edge_conector', 'via_process'] as const;
const FREE_TEXT = new Set(['notes', 'remove_product_no', 'detail_information']);

/** Every assembly field is required, in the form's order. */
const ASSEMBLY_REQUIRED = [
  'flexible_option', 'board_type', 'assembly_side', 'quantity', 'pay_attention', 'notes', 'number_unik_part',
  'number_SMD_part', 'number_BGA_QFP', 'throught_hole', 'board_to_delivery', 'function_test',
  'cable_wire_harness_assembly', 'detail_information',
] as const;

const spaced = (field: string) => field.replace(/_/g, ' ');
const fail = (field: string, msg: string) => new ValidationFailed([{ msg, path: field, location: 'body' }]);

function readText(body: Submitted, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const text = asText(body[field]).trim();
    if (text.length > (FREE_TEXT.has(field) ? 2000 : 200)) throw fail(field, `Isian "${spaced(field)}" terlalu panjang!`);
    if (text) out[field] = text;
  }
  return out;
}

function requireAll(values: Record<string, string>, fields: readonly string[]): void {
  const missing = fields.find((f) => !values[f]);
  if (missing) throw fail(missing, `Mohon pilih "${spaced(missing)}"!`);
}

function costOf(groups: readonly PriceGroup[], groupType: string, field: string, value: string): number {
  const item = groups.find((g) => g.type === groupType)?.data.find((i) => i.type === value);
  if (!item) throw fail(field, `Pilihan "${spaced(field)}" tidak valid!`);
  return item.cost;
}

/** Which prototype fields count for this board type and layer, the conditional ones first (the form checks them first). */
function prototypeRelevance(values: Record<string, string>) {
  const conditional: string[] = [];
  if (values.board_type === 'Panel by Polibatam') conditional.push('panel_Requirement', 'notes', 'route_process', 'x_out');
  if (values.board_type === 'Panel by Customer') conditional.push('x_out');
  if (values.layer === '1 Layer') conditional.push('copper_layer', 'solder_mask_position', 'silkscreen_position');
  const optional: string[] = [...PROTOTYPE_OPTIONAL];
  // Inner copper only exists on boards with inner layers (more than two).
  if (Number.parseInt(values.layer ?? '', 10) > 2) optional.push('inner_copper');
  return { required: [...conditional, ...PROTOTYPE_REQUIRED], optional };
}

/**
 * Checks a prototype form with the form's rules and prices it from the list: only the fields
 * relevant to the chosen board type and layer are kept and counted; an unknown option is 400.
 */
export function pricePrototype(body: Submitted, groups: readonly PriceGroup[]): { fields: StoredFields; total: number } {
  const values = readText(body, PROTOTYPE_FIELDS);
  const { required, optional } = prototypeRelevance(values);
  requireAll(values, required);
  const fields: StoredFields = {};
  let total = 0;
  for (const field of [...new Set([...required, ...optional, 'notes', 'remove_product_no'])]) {
    const value = values[field];
    if (!value) continue;
    fields[field] = value;
    if (FREE_TEXT.has(field)) continue;
    const groupType = field === 'material_option' ? values.material : PROTOTYPE_GROUP_OF[field];
    total += costOf(groups, groupType, field, value);
  }
  return { fields, total };
}

/** Checks an assembly form (all fields required, counts whole numbers) and prices its options. */
export function priceAssembly(body: Submitted, groups: readonly PriceGroup[]): { fields: StoredFields; total: number } {
  const values = readText(body, [...ASSEMBLY_OPTION_FIELDS, ...ASSEMBLY_NUMBER_FIELDS, ...ASSEMBLY_TEXT_FIELDS]);
  requireAll(values, ASSEMBLY_REQUIRED);
  const fields: StoredFields = {};
  let total = 0;
  for (const field of ASSEMBLY_REQUIRED) {
    const value = values[field];
    if ((ASSEMBLY_NUMBER_FIELDS as readonly string[]).includes(field)) {
      const min = field === 'quantity' ? 1 : 0;
      if (!/^\d{1,7}$/.test(value) || Number(value) < min) throw fail(field, `Mohon isi "${spaced(field)}" dengan angka yang valid!`);
      fields[field] = Number(value);
    } else {
      fields[field] = value;
      if (!FREE_TEXT.has(field)) total += costOf(groups, ASSEMBLY_GROUP_OF[field], field, value);
    }
  }
  return { fields, total };
}
