import { ASSEMBLY_FIELDS, PROTOTYPE_FIELDS } from '@pcb/contract';
import type { ReviewedRequest } from '../api';

/** Every field the buyer filled, in the form's order, named as the spec writes them (`-` when empty). */
export function specification(request: ReviewedRequest): { label: string; value: string }[] {
  const names: readonly string[] = request.kind === 'prototype' ? PROTOTYPE_FIELDS : ASSEMBLY_FIELDS;
  const values = request as unknown as Record<string, unknown>;
  return names.map((name) => {
    const value = values[name];
    return { label: name.replace(/_/g, ' '), value: value === undefined || value === null || value === '' ? '-' : String(value) };
  });
}
