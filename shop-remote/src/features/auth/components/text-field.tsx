import { Field, Input, InputGroup, type InputProps } from '@pcb/shared-ui';
import type { ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** A control inside the field's end (the password's show/hide button). */
  endElement?: ReactNode;
}

/** A labelled text input. */
export function TextField({ label, value, onChange, required, endElement, ...input }: TextFieldProps) {
  const field = <Input value={value} onChange={(e) => onChange(e.target.value)} {...input} />;
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {endElement ? <InputGroup endElement={endElement}>{field}</InputGroup> : field}
    </Field.Root>
  );
}
