import { Button } from '@chakra-ui/react';
import { Dialog, Portal } from './chakra';
import type { ReactNode } from 'react';

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
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxWidth}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{open && children}</Dialog.Body>
            <Dialog.Footer>
              {actions}
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Tutup</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
