import { useSignOut } from '@pcb/shared-ui';
import { AccountMenu } from '@pcb/shared-ui/overlays';
import { paths, urls } from '../../lib/paths';
import { AccountButton } from './account-button';

/** The first status of the orders list the menu opens. */
const AWAITING_PAYMENT = 'menunggu-pembayaran';

const LINKS = [
  { value: 'profile', label: 'Profile', to: paths.profile },
  { value: 'transaksi', label: 'Transaksi', to: urls.transactions(AWAITING_PAYMENT) },
];

/** The signed-in buyer's avatar menu: Profile, Transaksi and Logout; rendered by a click on its stand-in (top-bar.tsx). */
export function UserMenu({ username }: { username: string }) {
  const signOut = useSignOut('user', paths.home);
  return <AccountMenu trigger={<AccountButton username={username} />} links={LINKS} onLogout={() => void signOut()} />;
}
