import { Box, Button, ColorModeSwitch, Flex, IconButton, Outlet, Text, useSession, useSignOut } from '@pcb/shared-ui';
import { LogOut, Menu } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { paths } from '../../../lib/paths';
import { AccountNav } from './account-nav';

export const SIDEBAR_WIDTH = '240px';

// A drawer is a Zag machine: it loads when first opened, never with the page.
const loadDrawer = () => import('./account-drawer');
const AccountDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.AccountDrawer })));

function DrawerButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const openDrawer = () => {
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      <IconButton aria-label="Buka menu akun" variant="ghost" hideFrom="md" onClick={openDrawer} onPointerEnter={() => void loadDrawer()}>
        <Menu />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <AccountDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** The user sidebar layout of /user, /user/profileSettings, /change-password, /transaksi and /review. */
export function AccountLayout() {
  const username = useSession((s) => s.user?.username ?? '');
  const signOut = useSignOut('user', paths.home);
  return (
    <Flex minH="100vh">
      <Box
        as="aside"
        width={SIDEBAR_WIDTH}
        flexShrink={0}
        hideBelow="md"
        borderEndWidth="1px"
        bg="bg.panel"
        position="sticky"
        top="0"
        height="100vh"
        overflowY="auto"
      >
        <AccountNav />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Flex as="header" align="center" gap="2" px={{ base: '3', md: '6' }} py="3" borderBottomWidth="1px" bg="bg.panel">
          <DrawerButton />
          <Text fontWeight="medium" truncate>
            Hi, {username}
          </Text>
          <Flex ms="auto" gap="2" align="center">
            <ColorModeSwitch />
            <Button size="sm" variant="outline" onClick={() => void signOut()}>
              <LogOut /> Logout
            </Button>
          </Flex>
        </Flex>
        <Box as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
