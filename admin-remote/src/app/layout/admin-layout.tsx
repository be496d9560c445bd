import { Box, BrandMark, ColorModeSwitch, Flex, IconButton, Link, NavLink, Outlet, RouterLink, Stack, Text, useLocation } from '@pcb/shared-ui';
import { useState } from 'react';
import { AdminMenu } from '../../features/auth/components/admin-menu';
import { paths } from '../paths';
import { ADMIN_NAV } from './admin-nav';

const TOP_BAR_HEIGHT = '64px';
/** Spec: drawer width 240 px. */
const DRAWER_WIDTH = '240px';

const startsOpen = () => window.matchMedia('(min-width: 48em)').matches;

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function AdminDrawer() {
  const { pathname, search } = useLocation();
  const current = pathname + search;
  return (
    <Box
      as="nav"
      aria-label="ADMIN"
      position="fixed"
      top={TOP_BAR_HEIGHT}
      bottom="0"
      left="0"
      width={DRAWER_WIDTH}
      overflowY="auto"
      bg="bg.panel"
      borderRightWidth="1px"
      zIndex="docked"
      p="4"
    >
      <Text fontWeight="bold" letterSpacing="widest" color="fg.muted" mb="3">
        ADMIN
      </Text>
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
                <NavLink to={entry.to}>{entry.label}</NavLink>
              </Link>
            ))}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

/** The back-office frame: fixed top bar, collapsible ADMIN drawer, and the page beside it. */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(startsOpen);
  return (
    <Box minH="100vh">
      <Flex
        as="header"
        position="fixed"
        top="0"
        insetX="0"
        height={TOP_BAR_HEIGHT}
        zIndex="sticky"
        align="center"
        gap="3"
        px="4"
        bg="bg.panel"
        borderBottomWidth="1px"
      >
        <IconButton
          aria-label={drawerOpen ? 'Tutup menu ADMIN' : 'Buka menu ADMIN'}
          aria-expanded={drawerOpen}
          variant="ghost"
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <MenuIcon />
        </IconButton>
        <Link asChild _hover={{ textDecoration: 'none' }}>
          <RouterLink to={paths.dashboard}>
            <BrandMark />
          </RouterLink>
        </Link>
        <Flex flex="1" />
        <ColorModeSwitch />
        <AdminMenu />
      </Flex>
      {drawerOpen && <AdminDrawer />}
      <Box as="main" pt={TOP_BAR_HEIGHT} ml={{ base: '0', md: drawerOpen ? DRAWER_WIDTH : '0' }}>
        <Box p={{ base: '4', md: '6' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
