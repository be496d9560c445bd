import type { CartItem } from '@pcb/contract';
import {
  Alert,
  AsyncContent,
  Button,
  Flex,
  formatRupiah,
  Heading,
  Link,
  PageTitle,
  RouterLink,
  Stack,
  Text,
  useConfirm,
  useLocation,
  useNavigate,
} from '@pcb/shared-ui';
import { checkoutUrl } from '../../../lib/checkout-selection';
import { paths } from '../../../lib/paths';
import { reorderNotes } from '../../../lib/reorder-notice';
import { useCartLines } from '../hooks/use-cart-lines';
import { CART_LOAD_FAILURE, EMPTY_CART_TEXT, NOTHING_TICKED_TEXT } from '../texts';
import { CartRow } from './cart-row';

/** What "Pesan Lagi" put in the cart and what changed since the order, until the buyer leaves the cart. */
function ReorderNotice({ notes }: { notes: string[] }) {
  const [title, ...lines] = notes;
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Stack as="ul" gap="1" ps="4" listStyleType="disc">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** `/keranjang`: the buyer's standard products, a selection with its total, and the way to checkout. */
export function CartPage() {
  const navigate = useNavigate();
  const notes = reorderNotes(useLocation().state);
  const cart = useCartLines();
  const confirmRemoval = useConfirm(
    (item: CartItem) => ({ title: 'Hapus produk?', description: `${item.id_product.product_name} akan dihapus dari keranjang Anda.` }),
    cart.remove,
  );

  const checkout = () => navigate(checkoutUrl.cart(cart.selectedIds));

  return (
    // At least a screen tall: the list arrives after the first paint and grows here, not by pushing the footer down a phone's screen.
    <Stack gap="6" minH="100vh">
      <PageTitle page="Keranjang" />
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Keranjang Belanja
        </Heading>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={paths.customCart}>Keranjang Produk Custom</RouterLink>
        </Link>
      </Flex>
      {notes.length > 0 && <ReorderNotice notes={notes} />}
      <AsyncContent query={cart.cart} failure={CART_LOAD_FAILURE} emptyText={EMPTY_CART_TEXT} loadingLabel="Memuat keranjang...">
        {/* The summary comes with the rows, under them: drawn under the spinner, the rows' arrival would push it down. */}
        {(items) => (
          <>
            <Stack as="ul" listStyleType="none" gap="3">
              {items.map((item) => (
                <CartRow
                  key={item._id}
                  item={item}
                  selected={cart.isSelected(item)}
                  onToggle={(on) => cart.toggle(item, on)}
                  onStep={(step) => cart.changeQuantity(item, step)}
                  onDelete={() => confirmRemoval.ask(item)}
                />
              ))}
            </Stack>
            <CartSummary cart={cart} onCheckout={checkout} />
          </>
        )}
      </AsyncContent>
      {confirmRemoval.dialog}
    </Stack>
  );
}

/** The ticked rows' total and the way to checkout; with nothing ticked, why Checkout is disabled. */
function CartSummary({ cart, onCheckout }: { cart: ReturnType<typeof useCartLines>; onCheckout(): void }) {
  return (
    <Flex
      as="section"
      aria-label="Ringkasan belanja"
      justify="space-between"
      align="center"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      gap="4"
      wrap="wrap"
    >
      <Text fontSize="lg">
        Total:{' '}
        <Text as="span" fontWeight="bold" data-testid="cart-total">
          {formatRupiah(cart.total)}
        </Text>
      </Text>
      <Flex align="center" gap="3" wrap="wrap">
        {cart.selectedIds.length === 0 && (
          <Text id="nothing-ticked" fontSize="sm" color="fg.muted">
            {NOTHING_TICKED_TEXT}
          </Text>
        )}
        <Button disabled={cart.selectedIds.length === 0} onClick={onCheckout} aria-describedby={cart.selectedIds.length === 0 ? 'nothing-ticked' : undefined}>
          Checkout
        </Button>
      </Flex>
    </Flex>
  );
}
