import { Menu, Portal } from '@pcb/shared-ui/overlays';
import { useNavigate, useOpenAfterMount, useSignOut } from '@pcb/shared-ui';
import { paths } from '../../../lib/paths';
import { AdminMenuButton } from './admin-menu-button';

/** The avatar menu of the admin top bar: Reset Password and Logout; rendered by a click on its stand-in (admin-layout.tsx). */
export function AdminMenu() {
  const navigate = useNavigate();
  const logout = useSignOut('admin', paths.login);
  const open = useOpenAfterMount('reset-password');

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      {...open}
      onSelect={({ value }) => (value === 'logout' ? void logout() : navigate(paths.resetPassword))}
    >
      <Menu.Trigger asChild>
        <AdminMenuButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="reset-password">Reset Password</Menu.Item>
            <Menu.Item value="logout">Logout</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
