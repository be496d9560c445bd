import { SideNavLink, Stack, Text, useLocation } from '@pcb/shared-ui';
import { isCurrentPage } from '../../lib/current-page';
import { ADMIN_NAV } from './admin-nav';

/** The sidebar's groups and entries; the one entry of the current page is marked. */
export function AdminNavLinks({ onNavigate }: { onNavigate?(): void }) {
  const place = useLocation();
  return (
    <Stack gap="4">
      {ADMIN_NAV.map((group) => (
        <Stack key={group.title ?? 'top'} gap="1">
          {group.title && (
            <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.subtle">
              {group.title}
            </Text>
          )}
          {group.entries.map((entry) => (
            <SideNavLink key={entry.label} to={entry.to} current={isCurrentPage(entry.to, place)} onNavigate={onNavigate}>
              {entry.label}
            </SideNavLink>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
