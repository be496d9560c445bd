import { Box, Button, HStack, Loading, Text } from '@pcb/shared-ui';
import { Component, Suspense, lazy, useState, type ReactNode } from 'react';
import type { RemoteModule } from './remotes';

export const REMOTE_FAILED_TEXT = 'Halaman tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.';

interface CatchProps {
  onRetry(): void;
  onReload(): void;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render, so the rest of the page keeps working. */
class RemoteErrorBoundary extends Component<CatchProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" maxW="lg" mx="auto" my="16" p="6" borderWidth="1px" borderRadius="md" textAlign="center">
        <Text mb="4">{REMOTE_FAILED_TEXT}</Text>
        <HStack justify="center" gap="3">
          <Button onClick={this.props.onRetry}>Coba lagi</Button>
          <Button variant="outline" onClick={this.props.onReload}>
            Muat ulang
          </Button>
        </HStack>
      </Box>
    );
  }
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
  const [attempt, setAttempt] = useState(() => ({ count: 0, App: loaded?.default ?? lazy(load) }));
  const retry = () => setAttempt(({ count }) => ({ count: count + 1, App: lazy(load) }));
  return (
    <RemoteErrorBoundary key={attempt.count} onRetry={retry} onReload={reload}>
      <Suspense fallback={<Loading />}>
        <attempt.App />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
