import { ASSEMBLY_FIELDS, fieldLabel, PROTOTYPE_FIELDS } from '@pcb/contract';
import type { CustomRequest } from '../api';

/** Every field of a request, in the form's order, with what the buyer chose (`-` when empty). */
export function requestFields(request: CustomRequest): { label: string; value: string }[] {
  const names: readonly string[] = request.kind === 'prototype' ? PROTOTYPE_FIELDS : ASSEMBLY_FIELDS;
  const values = request as unknown as Record<string, unknown>;
  return names.map((name) => ({ label: fieldLabel(name), value: values[name] === undefined || values[name] === '' ? '-' : String(values[name]) }));
}
