import { RouterLink, useOpenAfterMount, useSignOut } from '@pcb/shared-ui';
import { Menu, Portal } from '@pcb/shared-ui/overlays';
import { paths, urls } from '../../lib/paths';
import { AccountButton } from './account-button';

/** The first status of the orders list the menu opens. */
const AWAITING_PAYMENT = 'menunggu-pembayaran';

/** The signed-in buyer's avatar menu: Profile, Transaksi and Logout; rendered by a click on its stand-in (top-bar.tsx). */
export function UserMenu({ username }: { username: string }) {
  const signOut = useSignOut('user', paths.home);
  const open = useOpenAfterMount('profile');

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} {...open}>
      <Menu.Trigger asChild>
        <AccountButton username={username} />
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
