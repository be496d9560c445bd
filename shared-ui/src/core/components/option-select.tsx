import { NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

type OptionSelectProps = NativeSelect.FieldProps & {
  options: readonly SelectOption[];
  /** The drop-down's own size and layout. */
  root?: NativeSelect.RootProps;
};

/** A native drop-down of `options`; the other props go to the <select> (value and onChange, or a form's register). */
export function OptionSelect({ options, root, ...select }: OptionSelectProps) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
