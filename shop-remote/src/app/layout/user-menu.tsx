import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { shopToast, useSession } from '@pcb/shared-ui';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { logout } from '../../features/auth/api';
import { paths, urls } from '../paths';

/** The first status of the orders list the menu opens. */
const AWAITING_PAYMENT = 'menunggu-pembayaran';

/** The signed-in buyer's avatar menu: Profile, Transaksi and Logout. */
export function UserMenu({ username }: { username: string }) {
  const navigate = useNavigate();

  async function signOut() {
    try {
      await logout();
      useSession.getState().end('user');
      navigate(paths.home);
    } catch (error) {
      shopToast({ type: 'error', title: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1" aria-label={`Menu akun ${username}`}>
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback name={username} />
          </Avatar.Root>
          <Text hideBelow="sm" maxW="32" truncate>
            {username}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="profile" asChild>
              <RouterLink to={paths.profile}>Profile</RouterLink>
            </Menu.Item>
            <Menu.Item value="transaksi" asChild>
              <RouterLink to={urls.transactions(AWAITING_PAYMENT)}>Transaksi</RouterLink>
            </Menu.Item>
            <Menu.Item value="logout" onSelect={() => void signOut()}>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
