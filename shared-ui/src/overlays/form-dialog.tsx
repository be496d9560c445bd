import { Button } from '@chakra-ui/react';
import { Dialog } from './chakra';
import { CloseDialogButton, DialogFrame } from './dialog-frame';
import type { UseFormReturn } from 'react-hook-form';
import { Form } from '../forms/fields';
import type { ReactNode } from 'react';

interface FormDialogProps<V extends Record<string, unknown>> {
  open: boolean;
  title: string;
  form: UseFormReturn<V>;
  submitLabel: string;
  pending: boolean;
  onSubmit(values: V): unknown;
  onClose(): void;
  /** For a dialog that also shows what is decided on (the approval's request): wider, its body scrolling under a fixed title and footer. */
  maxWidth?: string;
  children: ReactNode;
}

/** A small form in a dialog (the approve weight, the reject reason, the resi): Batal closes, the submit button spins while sending. */
export function FormDialog<V extends Record<string, unknown>>({
  open,
  title,
  form,
  submitLabel,
  pending,
  onSubmit,
  onClose,
  maxWidth,
  children,
}: FormDialogProps<V>) {
  return (
    <DialogFrame open={open} title={title} onClose={onClose} maxWidth={maxWidth}>
      <Form form={form} onSubmit={onSubmit} label={title} gap="0">
        {/* A height of its own: the form element between the dialog's content and body keeps Chakra's inside scrolling from reaching the body. */}
        <Dialog.Body {...(maxWidth ? { maxH: '65vh', overflowY: 'auto' } : {})}>{children}</Dialog.Body>
        <Dialog.Footer>
          <CloseDialogButton>Batal</CloseDialogButton>
          <Button type="submit" colorPalette="brand" loading={pending}>
            {submitLabel}
          </Button>
        </Dialog.Footer>
      </Form>
    </DialogFrame>
  );
}
