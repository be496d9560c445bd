import {
  Box,
  Button,
  ColorModeSwitch,
  Flex,
  HStack,
  IconButton,
  Image,
  Link,
  LOGO_URL,
  PRODUCT_NAME,
  RouterLink,
  Text,
  useOpenOnIntent,
  useSession,
} from '@pcb/shared-ui';
import { Suspense, lazy, useState } from 'react';
import { Menu } from 'lucide-react';
import { paths } from '../../lib/paths';
import { CartBadgeLink } from '../../features/cart/components/cart-badge-link';
import { AccountButton } from './account-button';
import { MainNav } from './main-nav';
import { SearchBox } from './search-box';

// Drawers and menus are Zag machines: they load when first needed, never with the page.
const loadSideDrawer = () => import('./side-drawer');
const SideDrawer = lazy(() => loadSideDrawer().then((m) => ({ default: m.SideDrawer })));
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

function AccountMenu({ username }: { username: string }) {
  const { opened, intent } = useOpenOnIntent(loadUserMenu);
  const standIn = <AccountButton username={username} {...intent} />;
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenu username={username} />
    </Suspense>
  );
}

function SideMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const openDrawer = () => {
    setLoaded(true);
    setOpen(true);
  };
  return (
    <>
      <IconButton aria-label="Buka menu" variant="ghost" hideFrom="md" onClick={openDrawer} onPointerEnter={() => void loadSideDrawer()}>
        <Menu />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <SideDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

function AccountArea() {
  const checked = useSession((s) => s.checked);
  const user = useSession((s) => s.user);
  if (!checked) return null;
  if (user) {
    return (
      <>
        <CartBadgeLink />
        <AccountMenu username={user.username} />
      </>
    );
  }
  return (
    <Button asChild size="sm">
      <RouterLink to={paths.login}>Login</RouterLink>
    </Button>
  );
}

export function TopBar() {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg.panel" borderBottomWidth="1px" shadow="xs">
      <Flex maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py="3" gap={{ base: '2', md: '6' }} align="center">
        <SideMenu />
        <Link asChild _hover={{ textDecoration: 'none' }} flexShrink={0}>
          <RouterLink to={paths.home} aria-label={PRODUCT_NAME}>
            <HStack gap="2">
              <Image src={LOGO_URL} alt="" boxSize="9" />
              <Text fontWeight="bold" fontSize="lg" color="brand.fg" hideBelow="sm">
                {PRODUCT_NAME}
              </Text>
            </HStack>
          </RouterLink>
        </Link>
        <Box as="nav" aria-label="Menu utama" hideBelow="md">
          <MainNav direction="row" />
        </Box>
        <Box flex="1" maxW="md" ms="auto">
          <SearchBox />
        </Box>
        <HStack gap="2">
          <Box hideBelow="md">
            <ColorModeSwitch />
          </Box>
          <AccountArea />
        </HStack>
      </Flex>
    </Box>
  );
}
