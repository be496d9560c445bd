import type { DesignRuleCheck, MeasuredBoard, OrderedBoard } from '@pcb/contract';
import { Suspense, lazy } from 'react';
import { Loading } from './loading';

export interface DesignPreviewProps {
  /** The design file (a .zip is previewed; a .rar only gets a note). */
  file: Blob;
  fileName: string;
  /** What a prototype request orders, for the design checks; none for an assembly. */
  ordered?: OrderedBoard;
  /** The design-rule report pcb-api stored when the design was sent (with the order's side): shown instead of measuring again. */
  rules?: readonly DesignRuleCheck[];
  /** Told once the files are read: the board's size, copper layers, smallest hole and track (the Gerber-first form fills its options from them). */
  onMeasured?(board: MeasuredBoard): void;
}

// The viewer (and, in a worker of its own, the reader and fflate) loads only with the first preview, never on the home page.
const DesignPreviewContent = lazy(() => import(/* webpackChunkName: "design-preview" */ '../gerber/design-preview'));

/** What the shop will see in a design file: both sides drawn, the design-rule report with each failure marked on the board, the measured figures, its layers. */
export function DesignPreview(props: DesignPreviewProps) {
  return (
    <Suspense fallback={<Loading label="Membaca file Gerber..." />}>
      <DesignPreviewContent {...props} />
    </Suspense>
  );
}
