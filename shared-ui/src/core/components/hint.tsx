import { Box } from '@chakra-ui/react';
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';

interface HintProps {
  /** What the hint says. */
  content: string;
  /** Milliseconds between the pointer arriving and the hint showing (keyboard focus shows it at once). */
  openDelay?: number;
  /** The element the hint describes; it receives the pointer, focus and `aria-describedby` handlers. */
  children: ReactElement<Record<string, unknown>>;
}

/**
 * A tooltip for the first paint: a positioned box above its trigger, with no state machine and no
 * positioning engine (Chakra's Tooltip brings both, about 30 KB, to every page that shows one).
 */
export function Hint({ content, openDelay = 0, children }: HintProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  const trigger = cloneElement(children, {
    'aria-describedby': open ? id : undefined,
    onPointerEnter: () => show(openDelay),
    onPointerLeave: hide,
    onFocus: () => show(0),
    onBlur: hide,
    onKeyDown: (event: KeyboardEvent) => event.key === 'Escape' && hide(),
  });
  return (
    <Box as="span" position="relative" display="inline-block">
      {trigger}
      {open && (
        <Box
          id={id}
          role="tooltip"
          position="absolute"
          bottom="calc(100% + 8px)"
          left="50%"
          transform="translateX(-50%)"
          zIndex="tooltip"
          bg="bg.inverted"
          color="fg.inverted"
          fontSize="xs"
          px="2.5"
          py="1"
          borderRadius="sm"
          shadow="md"
          whiteSpace="nowrap"
        >
          {content}
        </Box>
      )}
    </Box>
  );
}
