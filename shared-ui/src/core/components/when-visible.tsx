import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the viewport content starts to draw, so that scrolling seldom meets an empty box. */
const AHEAD = '200px';

/**
 * Draws its children once their place comes near the viewport, in a box of `minHeight` until then: a chart
 * below a phone's fold costs no download and no main-thread work before the page is usable. Where the browser
 * has no IntersectionObserver, they are drawn at once.
 */
export function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !place.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setVisible(true), { rootMargin: AHEAD });
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <Box ref={place} minH={minHeight}>
      {visible && children}
    </Box>
  );
}
