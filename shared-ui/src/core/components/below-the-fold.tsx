import { useDeferredValue, type ReactNode } from 'react';

/**
 * Content below the fold, drawn in a deferred render right after the page around it: on a slow
 * phone the first (and largest) paint does not wait for what nobody sees yet.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : null;
}
