import { Loading, useSession } from '@pcb/shared-ui';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from './paths';

/** User-only routes: Loading until the stored session has been checked, then the page or /login. */
export function RequireUser() {
  const checked = useSession((s) => s.checked);
  const user = useSession((s) => s.user);
  if (!checked) return <Loading />;
  if (!user) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
