import { Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Image, Link, Portal, Text } from '@chakra-ui/react';
import { ColorModeSwitch, useSession } from '@pcb/shared-ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import logo from '../../assets/logo.svg';
import { MenuIcon } from '../icons';
import { paths } from '../paths';
import { CartBadgeLink } from '../../features/cart/components/cart-badge-link';
import { MainNav } from './main-nav';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

export const SHOP_TITLE = 'PCB Polibatam';

function SideDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Buka menu" variant="ghost" hideFrom="md">
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{SHOP_TITLE}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label="Menu samping">
                <MainNav direction="column" onNavigate={() => setOpen(false)} />
              </nav>
              <Box mt="6">
                <ColorModeSwitch />
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Tutup menu" size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
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
        <UserMenu username={user.username} />
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
        <SideDrawer />
        <Link asChild _hover={{ textDecoration: 'none' }} flexShrink={0}>
          <RouterLink to={paths.home} aria-label={SHOP_TITLE}>
            <HStack gap="2">
              <Image src={logo} alt="" boxSize="9" />
              <Text fontWeight="bold" fontSize="lg" color="brand.fg" hideBelow="sm">
                {SHOP_TITLE}
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
