import { Suspense, lazy } from 'react';
import type { MeasuredBoard } from '@pcb/contract';
import type { ExpectedBoard } from '../gerber/design-check';
import { Loading } from './loading';

export interface DesignPreviewProps {
  /** The design file (a .zip is previewed; a .rar only gets a note). */
  file: Blob;
  fileName: string;
  /** What the request says, to warn when the files disagree. */
  expected?: ExpectedBoard;
  /** Told once the files are read: the board's size and copper layers (the Gerber-first form fills its options from them). */
  onMeasured?(board: MeasuredBoard): void;
}

// The Gerber libraries (tracespace, fflate) load only with the first preview, never on the home page.
const DesignPreviewContent = lazy(() => import('../gerber/design-preview'));

/** What the shop will see in a design file: its layers, board size, copper layers, both sides drawn. */
export function DesignPreview(props: DesignPreviewProps) {
  return (
    <Suspense fallback={<Loading label="Membaca file Gerber..." />}>
      <DesignPreviewContent {...props} />
    </Suspense>
  );
}
