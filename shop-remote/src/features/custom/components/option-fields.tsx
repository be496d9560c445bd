import { fieldTitle } from '@pcb/contract/domain';
import { formatRupiah } from '@pcb/shared-ui';
import { NumberField, SelectField, TextareaField } from '@pcb/shared-ui/forms';
import type { FieldContext } from './custom-request-form';
import { SUBMIT_TEXTS } from '../texts';

/** The in-place mark of a required field left blank at submit. */
const errorOf = (context: FieldContext) => (context.missing ? SUBMIT_TEXTS.missing : undefined);

/** A choice among a catalogue group's items, each with what it adds to the price. */
export function OptionSelect({ field, group, context }: { field: string; group: string | undefined; context: FieldContext }) {
  const items = context.catalogue.find((g) => g.type === group)?.data ?? [];
  const options = items.map((item) => ({ value: item.type, label: item.cost ? `${item.type} (+${formatRupiah(item.cost)})` : item.type }));
  return (
    <SelectField
      name={field}
      label={fieldTitle(field)}
      placeholder={`Pilih ${fieldTitle(field)}`}
      options={options}
      required={context.required}
      errorText={errorOf(context)}
    />
  );
}

export function FreeTextField({ field, context }: { field: string; context: FieldContext }) {
  return <TextareaField name={field} label={fieldTitle(field)} required={context.required} errorText={errorOf(context)} rows={2} />;
}

/** Quantity and part counts: whole numbers. */
export function CountField({ field, context }: { field: string; context: FieldContext }) {
  return <NumberField name={field} label={fieldTitle(field)} required={context.required} errorText={errorOf(context)} min={0} step={1} inputMode="numeric" />;
}
