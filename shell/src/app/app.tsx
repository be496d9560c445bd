import { AppProviders, useLocation } from '@pcb/shared-ui';
import { RemoteBoundary } from '../mf/remote-boundary';
import { loadRemoteApp, type RemoteModule } from '../mf/remotes';
import { NotFoundPage } from './not-found-page';
import { NOT_FOUND_PATH, remoteForPath } from './routing';
import type { RemoteName } from '@pcb/contract';

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
  return <RemoteBoundary key={remote} load={load[remote]} />;
}

export function App() {
  return (
    <AppProviders>
      <ShellRoutes />
    </AppProviders>
  );
}
