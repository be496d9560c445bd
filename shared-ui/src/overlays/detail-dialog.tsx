import type { ReactNode } from 'react';
import { Dialog } from './chakra';
import { CloseDialogButton, DialogFrame } from './dialog-frame';

interface DetailDialogProps {
  /** Open while there is something to show. */
  open: boolean;
  title: string;
  onClose(): void;
  /** The spec's dialog widths (Detail Transaksi: 500 px). */
  maxWidth?: string;
  /** Buttons beside Tutup (Cetak). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A detail modal: a title, a scrolling body, and Tutup. */
export function DetailDialog({ open, title, onClose, maxWidth = '500px', actions, children }: DetailDialogProps) {
  return (
    <DialogFrame open={open} title={title} onClose={onClose} scrollBehavior="inside" maxWidth={maxWidth}>
      {/* Focusable: a body longer than the screen scrolls, and a keyboard must reach it to scroll it (WCAG 2.1.1). */}
      <Dialog.Body tabIndex={0} focusRing="inside">
        {open && children}
      </Dialog.Body>
      <Dialog.Footer>
        {actions}
        <CloseDialogButton>Tutup</CloseDialogButton>
      </Dialog.Footer>
    </DialogFrame>
  );
}
