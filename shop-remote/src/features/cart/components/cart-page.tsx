import type { CartItem } from '@pcb/contract';
import { Alert, Button, Flex, formatRupiah, Heading, Link, Loading, RouterLink, Stack, Text, useNavigate } from '@pcb/shared-ui';
import { useState } from 'react';
import type { CheckoutSelection } from '../../../app/checkout-selection';
import { usePageTitle } from '../../../app/page-title';
import { paths } from '../../../app/paths';
import { useCartLines } from '../hooks/use-cart-lines';
import { CartRow } from './cart-row';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

export const EMPTY_CART_TEXT = 'Your shopping cart is empty.';

/** `/keranjang`: the buyer's standard products, a selection with its total, and the way to checkout. */
export function CartPage() {
  usePageTitle('Keranjang');
  const navigate = useNavigate();
  const cart = useCartLines();
  const [toDelete, setToDelete] = useState<CartItem | null>(null);

  function checkout() {
    const selection: CheckoutSelection = { standart: cart.checkoutLines };
    navigate(paths.checkout, { state: selection });
  }

  function body() {
    if (cart.state.status === 'loading') return <Loading label="Memuat keranjang..." />;
    if (cart.state.status === 'failed') {
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{cart.state.error.message}</Alert.Title>
        </Alert.Root>
      );
    }
    if (cart.items.length === 0) {
      return (
        <Text textAlign="center" color="fg.muted" py="10">
          {EMPTY_CART_TEXT}
        </Text>
      );
    }
    return (
      <Stack as="ul" listStyleType="none" gap="3">
        {cart.items.map((item) => (
          <CartRow
            key={item._id}
            item={item}
            quantity={cart.quantityOf(item)}
            selected={cart.isSelected(item)}
            onToggle={(on) => cart.toggle(item, on)}
            onStep={(step) => cart.changeQuantity(item, step)}
            onDelete={() => setToDelete(item)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Keranjang Belanja
        </Heading>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={paths.customCart}>Keranjang Produk Custom</RouterLink>
        </Link>
      </Flex>
      {body()}
      <Flex as="section" aria-label="Ringkasan belanja" justify="space-between" align="center" p="4" borderWidth="1px" borderRadius="lg" bg="bg.panel" gap="4" wrap="wrap">
        <Text fontSize="lg">
          Total:{' '}
          <Text as="span" fontWeight="bold" data-testid="cart-total">
            {formatRupiah(cart.total)}
          </Text>
        </Text>
        <Button disabled={cart.checkoutLines.length === 0} onClick={checkout}>
          Checkout
        </Button>
      </Flex>
      <ConfirmDeleteDialog
        productName={toDelete?.id_product.product_name ?? null}
        onConfirm={() => (toDelete ? cart.remove(toDelete) : Promise.resolve())}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
