import { Navigate, Outlet, useLocation, useSession } from '@pcb/shared-ui';
import { paths } from '../../../lib/paths';

/**
 * The back-office for a full admin session only: a sign-in still awaiting its code goes back to the
 * login screen (which asks for it), one that must set two-factor sign-in up goes to the page that does.
 */
export function TwoFactorGate() {
  const stage = useSession((s) => s.admin?.stage);
  const { pathname } = useLocation();
  if (stage === 'two-factor') return <Navigate to={paths.login} replace />;
  if (stage === 'enrol' && pathname !== paths.account) return <Navigate to={paths.account} replace />;
  return <Outlet />;
}
