import type { RemoteName } from '@pcb/contract';
import { matchPath } from '@pcb/shared-ui';

export const NOT_FOUND_PATH = '/404';

/** The back-office's paths outside `/admin` (the back-office specification: a transaction row links to `/payment-detail/{id}`). */
const ADMIN_PATHS = ['/admin-login', '/admin', '/payment-detail'];

/** The admin remote owns `/admin-login`, `/admin…` and `/payment-detail…`; the shop remote owns the rest. */
export function remoteForPath(pathname: string): RemoteName {
  const isAdmin = ADMIN_PATHS.some((path) => matchPath({ path, caseSensitive: true, end: false }, pathname) !== null);
  return isAdmin ? 'admin' : 'shop';
}
