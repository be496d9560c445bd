import { Box, Button, HStack, Loading, Text } from '@pcb/shared-ui';
import { Suspense, lazy, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteModule } from './remotes';

export const REMOTE_FAILED_TEXT = 'Halaman tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.';

/** The failure message, with a fresh load attempt and a full page load as ways out. */
function RemoteFailed({ onRetry, onReload }: { onRetry(): void; onReload(): void }) {
  return (
    <Box role="alert" maxW="lg" mx="auto" my="16" p="6" borderWidth="1px" borderRadius="md" textAlign="center">
      <Text mb="4">{REMOTE_FAILED_TEXT}</Text>
      <HStack justify="center" gap="3">
        <Button onClick={onRetry}>Coba lagi</Button>
        <Button variant="outline" onClick={onReload}>
          Muat ulang
        </Button>
      </HStack>
    </Box>
  );
}

/**
 * One remote on the page: a loading indicator while it arrives, the Indonesian failure message
 * with "Coba lagi" (a fresh load attempt, no page reload) and "Muat ulang" when it does not.
 */
export function RemoteBoundary({
  load,
  loaded,
  reload = () => window.location.reload(),
}: {
  load: () => Promise<RemoteModule>;
  /** The remote's app if it has already loaded: drawn in the first render, with no Loading before it. */
  loaded?: RemoteModule;
  /** A full page load: the way out when a failed chunk stays broken in webpack's cache. */
  reload?: () => void;
}) {
  const [remote, setRemote] = useState(() => ({ App: loaded?.default ?? lazy(load) }));
  return (
    // Catches a remote that fails to load or to render, so the rest of the page keeps working; a retry loads it afresh.
    <ErrorBoundary
      onReset={() => setRemote({ App: lazy(load) })}
      fallbackRender={({ resetErrorBoundary }) => <RemoteFailed onRetry={resetErrorBoundary} onReload={reload} />}
    >
      <Suspense fallback={<Loading />}>
        <remote.App />
      </Suspense>
    </ErrorBoundary>
  );
}
