import { Button } from '@chakra-ui/react';
import { Dialog } from './chakra';
import { CloseDialogButton, DialogFrame } from './dialog-frame';
import { useState, type ReactNode } from 'react';

/** What the dialog says about the one thing it asks for. */
export interface ConfirmText {
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm button's colour: red for what destroys, brand for a step that only cannot be undone (Terima). */
  confirmPalette?: 'red' | 'brand';
}

export interface ConfirmDialogProps extends ConfirmText {
  open: boolean;
  /** Runs while the confirm button spins; the dialog closes when it settles. */
  onConfirm(): unknown;
  onClose(): void;
}

/** The dialog itself: loaded with the first confirmation a page asks for. */
export default function ConfirmDialogContent({
  open,
  title,
  description,
  confirmLabel = 'Hapus',
  cancelLabel = 'Batal',
  confirmPalette = 'red',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      onClose();
    }
  }

  return (
    <DialogFrame role="alertdialog" open={open} title={title} onClose={onClose}>
      <Dialog.Body>{description}</Dialog.Body>
      <Dialog.Footer>
        <CloseDialogButton>{cancelLabel}</CloseDialogButton>
        <Button colorPalette={confirmPalette} loading={pending} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
