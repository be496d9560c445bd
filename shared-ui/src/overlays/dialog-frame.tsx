import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Dialog, Portal } from './chakra';

interface DialogFrameProps {
  open: boolean;
  title: string;
  onClose(): void;
  /** `alertdialog` for a question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** `inside`: a long body scrolls under a fixed title and footer. */
  scrollBehavior?: 'inside' | 'outside';
  maxWidth?: string;
  /** What comes under the title: the body and the footer. */
  children: ReactNode;
}

/** What every dialog of the kernel shares: centred over a backdrop, a titled header, closed by Escape or the backdrop. */
export function DialogFrame({ open, title, onClose, role, scrollBehavior, maxWidth, children }: DialogFrameProps) {
  return (
    <Dialog.Root role={role} open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior={scrollBehavior}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxWidth}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The footer's outlined button that closes the dialog (Batal, Tutup). */
export function CloseDialogButton({ children }: { children: ReactNode }) {
  return (
    <Dialog.ActionTrigger asChild>
      <Button variant="outline">{children}</Button>
    </Dialog.ActionTrigger>
  );
}
