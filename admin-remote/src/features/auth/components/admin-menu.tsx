import { Avatar, Menu, Portal } from '@pcb/shared-ui/overlays';
import { IconButton, useNavigate, useSignOut } from '@pcb/shared-ui';
import { paths } from '../../../lib/paths';

/** The avatar menu of the admin top bar: Reset Password and Logout. */
export function AdminMenu() {
  const navigate = useNavigate();
  const logout = useSignOut('admin', paths.login);

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => (value === 'logout' ? void logout() : navigate(paths.resetPassword))}
    >
      <Menu.Trigger asChild>
        <IconButton aria-label="Menu admin" variant="ghost" rounded="full">
          <Avatar.Root size="sm">
            <Avatar.Fallback name="Admin" />
          </Avatar.Root>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="reset-password">Reset Password</Menu.Item>
            <Menu.Item value="logout">
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
