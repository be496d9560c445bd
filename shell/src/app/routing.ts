import type { RemoteName } from '@pcb/contract';

export const NOT_FOUND_PATH = '/404';

/** The admin remote owns `/admin-login` and everything under `/admin`; the shop remote owns the rest. */
export function remoteForPath(pathname: string): RemoteName {
  const isAdmin = pathname === '/admin-login' || pathname === '/admin' || pathname.startsWith('/admin/');
  return isAdmin ? 'admin' : 'shop';
}
