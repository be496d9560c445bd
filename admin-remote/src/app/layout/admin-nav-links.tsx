import { Link, NavLink, Stack, Text, useLocation } from '@pcb/shared-ui';
import { ADMIN_NAV } from './admin-nav';

/** The sidebar's groups and entries; the current page is marked. */
export function AdminNavLinks({ onNavigate }: { onNavigate?(): void }) {
  const { pathname, search } = useLocation();
  const current = pathname + search;
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
              aria-current={current === entry.to ? 'page' : undefined}
              _currentPage={{ bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' }}
            >
              <NavLink to={entry.to} onClick={onNavigate}>
                {entry.label}
              </NavLink>
            </Link>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
