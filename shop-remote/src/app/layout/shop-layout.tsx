import { BelowTheFold, Box, Flex, Outlet } from '@pcb/shared-ui';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/** Top bar and footer around every page except login, register, password and account pages. */
export function ShopLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <TopBar />
      <Box as="main" flex="1" width="100%" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
        <Outlet />
      </Box>
      <BelowTheFold>
        <Footer />
      </BelowTheFold>
    </Flex>
  );
}
