import { Dialog, Portal } from '@pcb/shared-ui/overlays';
import { Button } from '@pcb/shared-ui';
import { useState } from 'react';

interface ConfirmDeleteDialogProps {
  /** The product's name while the dialog is open, null when closed. */
  productName: string | null;
  onConfirm(): Promise<void>;
  onClose(): void;
}

/** Asks before a cart row is deleted. */
export function ConfirmDeleteDialog({ productName, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    await onConfirm();
    setDeleting(false);
    onClose();
  }

  return (
    <Dialog.Root role="alertdialog" open={productName !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Hapus produk?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{`${productName ?? ''} akan dihapus dari keranjang Anda.`}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Batal</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={deleting} onClick={() => void confirm()}>
                Hapus
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
