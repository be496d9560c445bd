import { useNavigate } from 'react-router';
import { bff } from '../api/client';
import { useSession, type Role } from './session-store';

const LOGOUT_PATH: Record<Role, string> = { user: '/bff/logout', admin: '/bff/admin/logout' };

/**
 * Ends one role's session (the other role's is untouched) and goes to `to`. The page signs out
 * even when the answer is lost: the next session check sets it right.
 */
export function useSignOut(role: Role, to: string) {
  const navigate = useNavigate();
  return async function signOut() {
    try {
      await bff.request('POST', LOGOUT_PATH[role]);
    } catch (error) {
      console.error('Logout tidak terkirim', error);
    } finally {
      useSession.getState().end(role);
      navigate(to);
    }
  };
}
