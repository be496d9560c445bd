import { Box, BrandMark, ColorModeSwitch, Flex, IconButton, Link, Outlet, PRODUCT_NAME, RouterLink, Text, useOpenOnIntent } from '@pcb/shared-ui';
import { lazy, Suspense, useState } from 'react';
import { AdminMenuButton } from '../../features/auth/components/admin-menu-button';
import { paths } from '../../lib/paths';
import { AdminNavLinks } from './admin-nav-links';
import { DRAWER_WIDTH, TOP_BAR_HEIGHT } from './sizes';

// The narrow screen's drawer is a Zag machine: it loads when first opened, never with the page.
const loadDrawer = () => import('./admin-drawer');
const AdminDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.AdminDrawer })));

const loadAdminMenu = () => import('../../features/auth/components/admin-menu');
const AdminMenu = lazy(() => loadAdminMenu().then((m) => ({ default: m.AdminMenu })));

/** The avatar menu is a Zag machine too: the top bar draws its button, the menu loads when reached for. */
function AdminMenuOnDemand() {
  const { opened, intent } = useOpenOnIntent(loadAdminMenu);
  const standIn = <AdminMenuButton {...intent} />;
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AdminMenu />
    </Suspense>
  );
}

const isWide = () => window.matchMedia('(min-width: 48em)').matches;

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The sidebar beside the page on a wide screen. */
function AdminSidePanel() {
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
      <AdminNavLinks />
    </Box>
  );
}

/** The ADMIN menu: a collapsible side panel on a wide screen, a drawer on a narrow one. */
function useAdminMenu() {
  const [panelOpen, setPanelOpen] = useState(isWide);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const open = panelOpen || drawerOpen;
  function toggle() {
    if (isWide()) return setPanelOpen((shown) => !shown);
    setDrawerWanted(true);
    setDrawerOpen((shown) => !shown);
  }
  return { panelOpen, drawerOpen, drawerWanted, open, toggle, setDrawerOpen };
}

/** The back-office frame: fixed top bar, the ADMIN menu, and the page beside it. */
export function AdminLayout() {
  const menu = useAdminMenu();
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
          aria-label={menu.open ? 'Tutup menu ADMIN' : 'Buka menu ADMIN'}
          aria-expanded={menu.open}
          variant="ghost"
          onClick={menu.toggle}
          onPointerEnter={() => !isWide() && void loadDrawer()}
        >
          <MenuIcon />
        </IconButton>
        <Link asChild _hover={{ textDecoration: 'none' }}>
          {/* On a phone the name gives its room to the colour mode and the menu; the link keeps it as its name. */}
          <RouterLink to={paths.dashboard} aria-label={PRODUCT_NAME}>
            <BrandMark nameFrom="sm" />
          </RouterLink>
        </Link>
        <Flex flex="1" />
        <ColorModeSwitch />
        <AdminMenuOnDemand />
      </Flex>
      {menu.panelOpen && <AdminSidePanel />}
      {menu.drawerWanted && (
        <Suspense fallback={null}>
          <AdminDrawer open={menu.drawerOpen} onOpenChange={menu.setDrawerOpen} />
        </Suspense>
      )}
      <Box as="main" pt={TOP_BAR_HEIGHT} ml={{ base: '0', md: menu.panelOpen ? DRAWER_WIDTH : '0' }} minW="0">
        <Box p={{ base: '4', md: '6' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
