import { Suspense, lazy, useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm button's colour: red for what destroys, brand for a step that only cannot be undone (Terima). */
  confirmPalette?: 'red' | 'brand';
  /** Runs while the confirm button spins; the dialog closes when it settles. */
  onConfirm(): unknown;
  onClose(): void;
}

// Inside shared-ui, so the dialog comes from the same container as the page's Chakra context.
const ConfirmDialogContent = lazy(() => import('../overlays/confirm-dialog'));

/** Asks before something is deleted, cancelled or otherwise cannot be undone; its dialog code loads the first time it opens. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  );
}
