import { useSignOut } from '@pcb/shared-ui';
import { AccountMenu } from '@pcb/shared-ui/overlays';
import { paths } from '../../../lib/paths';
import { AdminMenuButton } from './admin-menu-button';

const LINKS = [
  { value: 'reset-password', label: 'Reset Password', to: paths.resetPassword },
  { value: 'keamanan-akun', label: 'Keamanan Akun', to: paths.account },
];

/** The avatar menu of the admin top bar: the spec's Reset Password and Logout, and Keamanan Akun (sessions, two-factor sign-in); rendered by a click on its stand-in (admin-layout.tsx). */
export function AdminMenu() {
  const signOut = useSignOut('admin', paths.login);
  return <AccountMenu trigger={<AdminMenuButton />} links={LINKS} onLogout={() => void signOut()} />;
}
