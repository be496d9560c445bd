import { Loading, useSession } from '@pcb/shared-ui';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from './paths';

/** Every /admin page needs an admin session; the Loading indicator shows until the first check answers. */
export function RequireAdmin() {
  const checked = useSession((s) => s.checked);
  const admin = useSession((s) => s.admin);
  if (!checked) return <Loading />;
  if (!admin) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
