import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '../core/components/lazy-toaster';
import { queryClient } from '../core/data/query-client';
import { toaster } from '../overlays/toaster';
import { system } from '../core/theme/system';

/** Shows where the app navigated to, for assertions on links and redirects. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

interface ShellOptions {
  route?: string;
  /** The route pattern the element is mounted on, for pages that read path parameters. */
  path?: string;
  /** Mount the shell's toaster too (only where a test reads toasts: it updates outside React's act). */
  toasts?: boolean;
}

/** Renders inside what the shell provides (query cache, Chakra system, optionally the toaster) and a router at `route`. */
export function renderWithShell(ui: ReactElement, { route = '/', path = '*', toasts = false }: ShellOptions = {}) {
  // The toast queue is the page's singleton: start every test without the last one's toasts.
  act(() => toaster.remove());
  queryClient.clear();
  return render(
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            {path !== '*' && <Route path="*" element={null} />}
          </Routes>
          <LocationDisplay />
        </MemoryRouter>
        {toasts && <Toaster />}
      </ChakraProvider>
    </QueryClientProvider>,
  );
}
