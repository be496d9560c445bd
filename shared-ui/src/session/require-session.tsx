import { Navigate, Outlet } from 'react-router-dom';
import { Loading } from '../components/loading';
import { useSession, type Role } from './session-store';

/**
 * Guards the routes below it for one role: the Loading indicator until the first session check
 * has answered, then the page, or the role's login screen when that role is signed out.
 */
export function RequireSession({ role, loginPath }: { role: Role; loginPath: string }) {
  const checked = useSession((s) => s.checked);
  const signedIn = useSession((s) => s[role] !== null);
  if (!checked) return <Loading />;
  if (!signedIn) return <Navigate to={loginPath} replace />;
  return <Outlet />;
}
