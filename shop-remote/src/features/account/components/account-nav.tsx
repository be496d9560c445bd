import { Heading, SideNavLink, Stack, useLocation } from '@pcb/shared-ui';
import { ORDER_GROUPS } from '../../../lib/order-filters';
import { paths, urls } from '../../../lib/paths';

interface NavItem {
  label: string;
  to: string;
  /** Whether the current address is this link's page. */
  current(pathname: string, statuses: string[]): boolean;
}

const samePath = (path: string) => (pathname: string) => pathname === path;
const sameStatuses = (wanted: readonly string[]) => (pathname: string, statuses: string[]) =>
  pathname === paths.transactions && statuses.length === wanted.length && wanted.every((status) => statuses.includes(status));

/** The sidebar's groups (spec §2): Setting, Pesanan with one link per status group, and Home. */
const GROUPS: { title: string; items: NavItem[] }[] = [
  {
    title: 'Setting',
    items: [
      { label: 'Profile Setting', to: paths.profile, current: (pathname) => pathname === paths.profile || pathname === paths.profileSettings },
      { label: 'Change password', to: paths.changePassword, current: samePath(paths.changePassword) },
      { label: 'Sesi Login', to: paths.sessions, current: samePath(paths.sessions) },
      { label: 'Tautan Berbagi', to: paths.shareLinks, current: samePath(paths.shareLinks) },
    ],
  },
  {
    title: 'Pesanan',
    items: ORDER_GROUPS.map((group) => ({ label: group.label, to: urls.transactions(...group.statuses), current: sameStatuses(group.statuses) })),
  },
  { title: 'Home', items: [{ label: 'Home', to: paths.home, current: samePath(paths.home) }] },
];

/** The user sidebar's links; in the 240 px column from `md` up, in the drawer below it. */
export function AccountNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname, search } = useLocation();
  const statuses = new URLSearchParams(search).getAll('status');
  return (
    <Stack as="nav" aria-label="Menu akun" gap="5" p="4">
      {GROUPS.map((group) => (
        <Stack key={group.title} gap="1">
          <Heading as="h2" size="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {group.title}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="0.5">
            {group.items.map((item) => (
              <li key={item.label}>
                <SideNavLink to={item.to} current={item.current(pathname, statuses)} onNavigate={onNavigate}>
                  {item.label}
                </SideNavLink>
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
