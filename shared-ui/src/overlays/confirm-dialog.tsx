import { Button } from '@chakra-ui/react';
import { Dialog } from './chakra';
import { CloseDialogButton, DialogFrame } from './dialog-frame';
import { useState } from 'react';
import type { ConfirmDialogProps } from '../core/components/lazy-confirm-dialog';

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
