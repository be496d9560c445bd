import { Link, RouterLink, Stack, Text, useLocation } from '@pcb/shared-ui';
import { isCurrentPage } from '../../lib/paths';
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
            <Link
              key={entry.label}
              asChild
              px="3"
              py="1.5"
              rounded="md"
              color="fg"
              _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              aria-current={isCurrentPage(entry.to, place) ? 'page' : undefined}
              _currentPage={{ bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' }}
            >
              {/* Not a NavLink: it would mark every status list of the same path as current. */}
              <RouterLink to={entry.to} onClick={onNavigate}>
                {entry.label}
              </RouterLink>
            </Link>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
