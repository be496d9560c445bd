import { remoteForPath, type RemoteName } from '@pcb/contract';
import { AppProviders, useLocation } from '@pcb/shared-ui';
import { RemoteBoundary } from '../mf/remote-boundary';
import { loadedRemoteApp, loadRemoteApp, type RemoteModule } from '../mf/remotes';
import { NOT_FOUND_PATH, NotFoundPage } from './not-found-page';

const loaders: Record<RemoteName, () => Promise<RemoteModule>> = {
  shop: () => loadRemoteApp('shop'),
  admin: () => loadRemoteApp('admin'),
};

/**
 * Picks the remote that owns the current path. The remote's `<Routes>` sit under no parent route,
 * so they match the full path.
 */
export function ShellRoutes({ load = loaders }: { load?: Record<RemoteName, () => Promise<RemoteModule>> }) {
  const { pathname } = useLocation();
  if (pathname === NOT_FOUND_PATH) return <NotFoundPage />;
  const remote = remoteForPath(pathname);
  return <RemoteBoundary key={remote} load={load[remote]} loaded={loadedRemoteApp(remote)} />;
}

/**
 * Waits, at most `maxWaitMs`, for the remote that owns `pathname` (preloaded by the page alongside
 * the shell's scripts), so that the first render draws the page itself rather than a Loading
 * indicator that React then keeps on screen for at least 300 ms. A slower remote gets the indicator.
 */
export async function awaitRemoteOf(pathname: string, maxWaitMs: number, load = loaders): Promise<void> {
  if (pathname === NOT_FOUND_PATH) return;
  const remote = load[remoteForPath(pathname)]().catch(() => undefined);
  await Promise.race([remote, new Promise((resolve) => setTimeout(resolve, maxWaitMs))]);
}

export function App() {
  return (
    <AppProviders>
      <ShellRoutes />
    </AppProviders>
  );
}
