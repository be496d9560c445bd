import { ASSEMBLY_FIELDS, fieldTitle, PROTOTYPE_FIELDS } from './custom-pricing';

/** Every field of a custom request in the form's order, named as the spec writes them, `-` when empty (the buyer's and the admin's detail). */
export function requestSpecification(kind: 'prototype' | 'assembly', request: object): { label: string; value: string }[] {
  const names: readonly string[] = kind === 'prototype' ? PROTOTYPE_FIELDS : ASSEMBLY_FIELDS;
  const values = request as Record<string, unknown>;
  return names.map((name) => {
    const value = values[name];
    return { label: fieldTitle(name), value: value === undefined || value === null || value === '' ? '-' : String(value) };
  });
}
