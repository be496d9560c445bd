import { Box, Float, IconButton, RouterLink } from '@pcb/shared-ui';
import { ShoppingCart } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { useCartCount } from '../hooks/use-cart-count';

/** The top bar's cart icon with the number of items; it opens /keranjang. */
export function CartBadgeLink() {
  const count = useCartCount();
  return (
    <Box position="relative">
      <IconButton asChild variant="ghost" aria-label={`Keranjang (${count} barang)`}>
        <RouterLink to={paths.cart}>
          <ShoppingCart />
        </RouterLink>
      </IconButton>
      <Float placement="top-end" offset="1.5">
        <Box
          data-testid="cart-count"
          aria-hidden
          minW="5"
          h="5"
          px="1"
          borderRadius="full"
          bg="red.500"
          color="white"
          fontSize="xs"
          fontWeight="bold"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          {count}
        </Box>
      </Float>
    </Box>
  );
}
