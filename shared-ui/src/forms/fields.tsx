import { Box, IconButton, Image, Input, InputGroup, Stack, chakra, type InputProps, type StackProps } from '@chakra-ui/react';
import { OptionSelect, type SelectOption } from '../core/components/option-select';
import { Field, Textarea } from '../views/chakra';
import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useController, useFormContext, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

interface FormProps<V extends FieldValues> extends Omit<StackProps, 'onSubmit' | 'children'> {
  form: UseFormReturn<V>;
  onSubmit: SubmitHandler<V>;
  /** The form's accessible name. */
  label?: string;
  /** Let the browser check `required` fields (the spec's register form); otherwise the spec's rules speak. */
  browserChecks?: boolean;
  children: ReactNode;
}

/** A react-hook-form form: its fields find the form through context. The spec's rules run on submit. */
export function Form<V extends FieldValues>({ form, onSubmit, label, browserChecks = false, children, ...stack }: FormProps<V>) {
  return (
    <FormProvider {...form}>
      <chakra.form aria-label={label} noValidate={!browserChecks} onSubmit={form.handleSubmit(onSubmit)}>
        <Stack gap="4" {...stack}>
          {children}
        </Stack>
      </chakra.form>
    </FormProvider>
  );
}

export interface FieldProps {
  name: string;
  label: string;
  /** An inline hint under the field (the profile's "please complete" texts). */
  helperText?: string;
  /** Marks the field invalid in place, with this text under it (a required choice left blank at submit). */
  errorText?: string;
  required?: boolean;
  readOnly?: boolean;
}

function FieldShell({ label, helperText, errorText, required, readOnly, children }: Omit<FieldProps, 'name'> & { children: ReactNode }) {
  return (
    <Field.Root required={required} readOnly={readOnly} invalid={Boolean(errorText)}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}

type InputFieldProps = FieldProps & Omit<InputProps, 'name'> & { endElement?: ReactNode };

export function TextField({ name, label, helperText, errorText, required, readOnly, endElement, ...input }: InputFieldProps) {
  const { register } = useFormContext();
  const control = <Input {...input} readOnly={readOnly} {...register(name)} />;
  return (
    <FieldShell label={label} helperText={helperText} errorText={errorText} required={required} readOnly={readOnly}>
      {endElement ? <InputGroup endElement={endElement}>{control}</InputGroup> : control}
    </FieldShell>
  );
}

/** A yes-or-no statement the user ticks: the browser's own checkbox, its label beside it. */
export function CheckboxField({ name, label, errorText }: Omit<FieldProps, 'helperText' | 'required' | 'readOnly'>) {
  const { register } = useFormContext();
  return (
    <Field.Root invalid={Boolean(errorText)}>
      <chakra.label display="flex" gap="2" alignItems="flex-start" cursor="pointer">
        <chakra.input type="checkbox" {...register(name)} boxSize="5" flexShrink={0} mt="0.5" accentColor="brand.solid" aria-invalid={Boolean(errorText)} />
        {label}
      </chakra.label>
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A password with a show/hide toggle. */
export function PasswordField(props: Omit<InputFieldProps, 'type' | 'endElement'>) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <IconButton
      type="button"
      variant="ghost"
      size="xs"
      me="-2"
      aria-label={visible ? `Sembunyikan ${props.label}` : `Tampilkan ${props.label}`}
      aria-pressed={visible}
      onClick={() => setVisible((v) => !v)}
    >
      {visible ? <EyeOff /> : <Eye />}
    </IconButton>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} endElement={toggle} />;
}

/** A number typed as text, so the spec's "must be a number" rules can see what was typed. */
export function NumberField({ min, step, ...props }: Omit<InputFieldProps, 'type'>) {
  return <TextField {...props} type="number" inputMode="decimal" min={min} step={step} />;
}

export function TextareaField({ name, label, helperText, errorText, required, readOnly, rows = 4 }: FieldProps & { rows?: number }) {
  const { register } = useFormContext();
  return (
    <FieldShell label={label} helperText={helperText} errorText={errorText} required={required} readOnly={readOnly}>
      <Textarea rows={rows} readOnly={readOnly} {...register(name)} />
    </FieldShell>
  );
}

export function SelectField({
  name,
  label,
  helperText,
  errorText,
  required,
  options,
  placeholder,
}: FieldProps & { options: readonly SelectOption[]; placeholder?: string }) {
  const { register } = useFormContext();
  return (
    <FieldShell label={label} helperText={helperText} errorText={errorText} required={required}>
      <OptionSelect options={options} placeholder={placeholder} {...register(name)} />
    </FieldShell>
  );
}

/** The picture shown for a file field: the chosen file, else the current one. */
function usePreviewUrl(file: File | null, currentUrl?: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ?? currentUrl;
}

/** One file, kept in the form as a `File` (or null); pictures are previewed. */
export function FileField({ name, label, helperText, required, accept, currentUrl }: FieldProps & { accept?: string; currentUrl?: string }) {
  const { field } = useController({ name, defaultValue: null });
  const preview = usePreviewUrl(field.value as File | null, currentUrl);
  return (
    <FieldShell label={label} helperText={helperText} required={required}>
      <Input
        type="file"
        accept={accept}
        p="1"
        name={field.name}
        ref={field.ref}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
      />
      {preview && (
        <Box mt="2">
          <Image src={preview} alt={`Pratinjau ${label}`} maxH="32" borderRadius="md" />
        </Box>
      )}
    </FieldShell>
  );
}
