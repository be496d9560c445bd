import { Box, Stack } from '@chakra-ui/react';
import { ChakraToaster, Portal, Toast, createToaster } from './chakra';

/** The page's one toast queue: bottom-right, paused while hovered or while the page is hidden. */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 5 });

/**
 * Shrinks from full width to nothing over the toast's whole duration. It is timed from the
 * original duration (not zag's `--duration`, which is the remaining time and would make the bar
 * jump after a pause) and stops whenever the toast is paused.
 */
function ToastProgress({ duration }: { duration: number }) {
  return (
    <Box
      data-testid="toast-progress"
      position="absolute"
      insetX="0"
      bottom="0"
      height="1"
      bg="currentColor"
      opacity={0.6}
      transformOrigin="left"
      css={{
        animationName: 'toast-progress',
        animationDuration: `${duration}ms`,
        animationTimingFunction: 'linear',
        animationFillMode: 'forwards',
        '[data-paused] &': { animationPlayState: 'paused' },
      }}
    />
  );
}

/** The toasts' renderer; mounted by `AppProviders` when the first toast is shown. */
export function ToastRenderer() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} overflow="hidden">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
            {toast.duration !== undefined && <ToastProgress duration={toast.duration} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
