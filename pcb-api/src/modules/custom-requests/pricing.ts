import {
  ASSEMBLY_FIELDS,
  ASSEMBLY_NUMBER_FIELDS,
  ASSEMBLY_REQUIRED_FIELDS,
  PROTOTYPE_FIELDS,
  fieldLabel,
  firstMissingField,
  missingFieldText,
  quoteAssembly,
  quotePrototype,
  requiredPrototypeFields,
  shownPrototypeFields,
  type PriceCatalogue,
  type PriceQuote,
  type RequiredField,
} from '@pcb/contract/domain';
import { validationFailed } from '../../lib/errors';
import { asText } from '../../lib/rules';

export type Submitted = Record<string, unknown>;
export type StoredFields = Record<string, string | number>;

const FREE_TEXT = new Set(['notes', 'remove_product_no', 'detail_information']);

const fail = (field: string, msg: string) => validationFailed([{ msg, path: field, location: 'body' }]);

function readText(body: Submitted, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const text = asText(body[field]).trim();
    if (text.length > (FREE_TEXT.has(field) ? 2000 : 200)) throw fail(field, `Isian "${fieldLabel(field)}" terlalu panjang!`);
    if (text) out[field] = text;
  }
  return out;
}

function requireAll(values: Record<string, string>, required: readonly RequiredField[]): void {
  const missing = firstMissingField(required, values);
  if (missing) throw fail(missing.field, missingFieldText(missing));
}

/** The stored total: the contract's price, refusing a choice that is not on the list. */
function totalOf(quote: PriceQuote): number {
  const [unknown] = quote.unknownChoices;
  if (unknown) throw fail(unknown, `Pilihan "${fieldLabel(unknown)}" tidak valid!`);
  return quote.total;
}

/**
 * Checks a prototype form with the form's rules and prices it from the list: only the fields
 * the form shows for the chosen board type and layer are kept and counted.
 */
export function pricePrototype(body: Submitted, catalogue: PriceCatalogue): { fields: StoredFields; total: number } {
  const values = readText(body, PROTOTYPE_FIELDS);
  requireAll(values, requiredPrototypeFields(values));
  const total = totalOf(quotePrototype(catalogue, values));
  const fields: StoredFields = {};
  for (const field of shownPrototypeFields(values)) if (values[field]) fields[field] = values[field];
  return { fields, total };
}

/** Checks an assembly form (all fields required, counts whole numbers) and prices its options. */
export function priceAssembly(body: Submitted, catalogue: PriceCatalogue): { fields: StoredFields; total: number } {
  const values = readText(body, ASSEMBLY_FIELDS);
  requireAll(values, ASSEMBLY_REQUIRED_FIELDS);
  const fields: StoredFields = { ...values };
  for (const field of ASSEMBLY_NUMBER_FIELDS) {
    const min = field === 'quantity' ? 1 : 0;
    if (!/^\d{1,7}$/.test(values[field]) || Number(values[field]) < min) {
      throw fail(field, `Mohon isi "${fieldLabel(field)}" dengan angka yang valid!`);
    }
    fields[field] = Number(values[field]);
  }
  return { fields, total: totalOf(quoteAssembly(catalogue, values)) };
}
