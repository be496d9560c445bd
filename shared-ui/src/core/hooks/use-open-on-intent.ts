import { useEffect, useState } from 'react';

/**
 * For a menu whose Zag machine loads on demand (about 47 KB on the wire, which no first paint needs): the page
 * draws a stand-in trigger with `intent` on it. Pointing at it or focusing it fetches the menu, a click renders
 * the real one (`opened`), which opens itself with `useOpenAfterMount`.
 */
export function useOpenOnIntent(load: () => Promise<unknown>) {
  const [opened, setOpened] = useState(false);
  const fetchMenu = () => void load();
  return { opened, intent: { onPointerEnter: fetchMenu, onFocus: fetchMenu, onClick: () => setOpened(true) } };
}

/**
 * The props of a menu rendered by a click on its stand-in: it opens just after mounting, as a change rather
 * than from the start, so that the menu takes the focus; its first item is highlighted, as when a keyboard opens it.
 */
export function useOpenAfterMount(firstItem: string) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return { open, onOpenChange: (details: { open: boolean }) => setOpen(details.open), defaultHighlightedValue: firstItem };
}
