import { Suspense, lazy, useState } from 'react';
import type { ConfirmDialogProps, ConfirmText } from '../../overlays/confirm-dialog';

// Inside shared-ui, so the dialog comes from the same container as the page's Chakra context.
const ConfirmDialogContent = lazy(() => import('../../overlays/confirm-dialog'));

function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  );
}

/**
 * Asks before something is deleted, cancelled or otherwise cannot be undone: `ask(subject)` opens a
 * dialog worded by `text(subject)`, and its confirm button runs `act(subject)`. The dialog's code loads
 * the first time one is asked, and it keeps its words while it closes.
 */
export function useConfirm<Subject>(text: (subject: Subject) => ConfirmText, act: (subject: Subject) => unknown) {
  const [asked, setAsked] = useState<{ subject: Subject; open: boolean } | null>(null);
  const dialog = asked && (
    <ConfirmDialog {...text(asked.subject)} open={asked.open} onConfirm={() => act(asked.subject)} onClose={() => setAsked({ ...asked, open: false })} />
  );
  return { ask: (subject: Subject) => setAsked({ subject, open: true }), dialog };
}
