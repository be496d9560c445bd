import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useRef } from 'react';
import { designCapabilitiesQuery } from '../core/data/design-capabilities';
import { Loading } from '../core/components/loading';
import type { DesignPreviewProps } from '../gerber/design-preview';

// The viewer (and, in a worker of its own, the reader and fflate) loads only with the first preview, never on the home page.
const loadPreview = () => import(/* webpackChunkName: "design-preview" */ '../gerber/design-preview');
const DesignPreviewContent = lazy(loadPreview);

/**
 * Readies the preview while the buyer reaches for a design field, spread on the field: the pointer over it
 * (a touch enters it too), its focus or a file dragged onto it load the viewer's code and the centre's
 * capabilities and start a worker, so a chosen file waits for none of them.
 */
export function usePreviewOnIntent() {
  const queryClient = useQueryClient();
  const askedCapabilities = useRef(false);
  const prepare = () => {
    // Once per field: a failed load is not kept, and the preview asks again when it shows.
    if (!askedCapabilities.current) void queryClient.prefetchQuery(designCapabilitiesQuery);
    askedCapabilities.current = true;
    // Again after each file: the next file gets a worker of its own.
    void loadPreview().then(({ warmDesignWorker }) => warmDesignWorker());
  };
  return { onPointerEnter: prepare, onFocus: prepare, onDragEnter: prepare };
}

/**
 * How long a reading started on choice waits for its preview: the worker may finish before the form, slowed,
 * shows the preview, and a reading no preview holds would otherwise be dropped and read again.
 */
const CHOSEN_READING_KEPT_MS = 10_000;

/**
 * Starts reading a chosen design file at once, before the form around renders its preview (a transition that
 * took some 0,7 s at CPU ×1 before the worker was even asked); the preview then shows that same reading.
 */
export function useReadOnChoice() {
  const queryClient = useQueryClient();
  return (file: File) => {
    const capabilities = queryClient.getQueryData(designCapabilitiesQuery.queryKey);
    // Without the capabilities yet, the preview asks for both when it shows.
    if (!capabilities) return;
    void loadPreview().then(({ designReadingQuery, isPreviewed }) => {
      if (isPreviewed(file.name)) void queryClient.prefetchQuery({ ...designReadingQuery(file, capabilities), gcTime: CHOSEN_READING_KEPT_MS });
    });
  };
}

/** What the shop will see in a design file: both sides drawn, the design-rule report with each failure marked on the board, the measured figures, its layers. */
export function DesignPreview(props: DesignPreviewProps) {
  return (
    <Suspense fallback={<Loading label="Membaca file Gerber..." />}>
      <DesignPreviewContent {...props} />
    </Suspense>
  );
}
