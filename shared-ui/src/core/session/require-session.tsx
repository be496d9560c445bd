import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../components/loading';
import { loginPathReturningTo } from './return-path';
import { useSession, type Role } from './session-store';

/**
 * Guards the routes below it for one role: the Loading indicator until the first session check
 * has answered, then the page, or the role's login screen when that role is signed out; a visitor who
 * arrived signed out is brought back here (path, search and hash) after signing in.
 */
export function RequireSession({ role, loginPath }: { role: Role; loginPath: string }) {
  const checked = useSession((s) => s.checked);
  const signedIn = useSession((s) => s[role] !== null);
  const { pathname, search, hash } = useLocation();
  // A session that ends on the page (signing out, a password change) goes to the plain login page, as before.
  const hadSession = useRef(false);
  if (signedIn) hadSession.current = true;
  if (!checked) return <Loading />;
  if (!signedIn) return <Navigate to={hadSession.current ? loginPath : loginPathReturningTo(loginPath, pathname + search + hash)} replace />;
  return <Outlet />;
}
