import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../components/loading';
import { loginPathReturningTo } from './return-path';
import { useSession, type Role } from './session-store';

/**
 * Guards the routes below it for one role: the Loading indicator until the first session check
 * has answered, then the page, or the role's login screen when that role is signed out; that screen
 * returns here (path, search and hash) after signing in.
 */
export function RequireSession({ role, loginPath }: { role: Role; loginPath: string }) {
  const checked = useSession((s) => s.checked);
  const signedIn = useSession((s) => s[role] !== null);
  const { pathname, search, hash } = useLocation();
  if (!checked) return <Loading />;
  if (!signedIn) return <Navigate to={loginPathReturningTo(loginPath, pathname + search + hash)} replace />;
  return <Outlet />;
}
