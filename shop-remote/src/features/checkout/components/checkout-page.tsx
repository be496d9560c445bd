import { ORDER_MIX_MESSAGE, type Account, type Courier, type ShippingService } from '@pcb/contract';
import {
  Alert,
  AsyncContent,
  Box,
  Button,
  Card,
  DEFAULT_ERROR_TEXT,
  Flex,
  Heading,
  Link,
  PageTitle,
  RouterLink,
  SimpleGrid,
  Stack,
  Text,
  describeFailure,
  formatRupiah,
  genericFailure,
  useActionMutation,
  useNavigate,
  useQuery,
  useSearchParams,
} from '@pcb/shared-ui';
import { PageHeader, Price } from '@pcb/shared-ui/views';
import { useState, type ReactNode } from 'react';
import { accountQuery } from '../../../lib/account-query';
import { cartQuery } from '../../../lib/cart-query';
import { readCheckoutSelection } from '../../../lib/checkout-selection';
import { payNewOrder } from '../../../lib/order-filters';
import { paths } from '../../../lib/paths';
import { addressProblem } from '../address-check';
import { createTransaction } from '../api';
import { useCheckoutLines, type CheckoutLines } from '../hooks/use-checkout-lines';
import { CHECKOUT_TEXTS } from '../texts';
import { ShippingAddress } from './shipping-address';
import { ShippingChoice } from './shipping-choice';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Nothing({ text }: { text: string }) {
  return (
    <Alert.Root status="warning" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{text}</Alert.Title>
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to={paths.cart}>Kembali ke Keranjang</RouterLink>
      </Link>
    </Alert.Root>
  );
}

function SummaryRow({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Flex justify="space-between" fontWeight={strong ? 'bold' : undefined}>
      <Text>{label}</Text>
      <Text>{formatRupiah(value)}</Text>
    </Flex>
  );
}

function CheckoutForm({ order, account }: { order: CheckoutLines; account: Account }) {
  const navigate = useNavigate();
  const [courier, setCourier] = useState<Courier | ''>('');
  const [service, setService] = useState<ShippingService | null>(null);
  const subtotal = order.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const shipping = service?.cost ?? 0;
  const shippable = !addressProblem(account);

  const place = useActionMutation({
    surface: 'shop',
    action: (chosen: ShippingService) =>
      createTransaction({
        product: order.product,
        expedition: [{ courier, shipping_option: chosen.service, shipping_cost: chosen.cost }],
        total_payment: subtotal + chosen.cost,
        estimated_delivery: chosen.etd,
      }),
    success: CHECKOUT_TEXTS.created,
    // The spec shows the failure as an alert with the server's message, below.
    failure: () => undefined,
    invalidates: [cartQuery.queryKey],
    onSuccess: (created) => {
      const { to, state } = payNewOrder(created.data._id);
      navigate(to, { state });
    },
  });

  function chooseCourier(next: Courier | '') {
    setCourier(next);
    setService(null);
  }

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <Stack gap="6">
        <Section title="Barang">
          <Stack as="ul" listStyleType="none" gap="2">
            {order.lines.map((line) => (
              <Flex as="li" key={line.key} justify="space-between" gap="4">
                <Text>
                  {line.name} × {line.quantity}
                </Text>
                <Price price={line.price * line.quantity} />
              </Flex>
            ))}
          </Stack>
        </Section>
        <Section title="Alamat Pengiriman">
          <ShippingAddress account={account} />
        </Section>
      </Stack>
      <Stack gap="6">
        {shippable && (
          <Section title="Pengiriman">
            <ShippingChoice product={order.product} courier={courier} onCourier={chooseCourier} service={service} onService={setService} />
          </Section>
        )}
        <Section title="Ringkasan">
          <Box data-testid="checkout-summary">
            <SummaryRow label="Subtotal" value={subtotal} />
            <SummaryRow label="Ongkos Kirim" value={shipping} />
            <SummaryRow label="Total" value={subtotal + shipping} strong />
          </Box>
          {place.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{describeFailure(place.error, genericFailure(DEFAULT_ERROR_TEXT))}</Alert.Title>
            </Alert.Root>
          )}
          <Button disabled={!shippable || !service} loading={place.isPending} onClick={() => service && void place.submit(service)}>
            Buat Pesanan
          </Button>
        </Section>
      </Stack>
    </SimpleGrid>
  );
}

/** `/checkout`: the cart's chosen rows or one approved custom request, shipped to the saved address by the chosen courier. */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const selection = readCheckoutSelection(params);
  const order = useCheckoutLines(selection);
  const account = useQuery({ ...accountQuery, enabled: selection.kind === 'cart' || selection.kind === 'custom' });

  function body() {
    if (selection.kind === 'mixed') return <Nothing text={ORDER_MIX_MESSAGE} />;
    if (selection.kind === 'none') return <Nothing text={CHECKOUT_TEXTS.nothing} />;
    return (
      <AsyncContent query={order} failure={genericFailure(DEFAULT_ERROR_TEXT)} loadingLabel="Memuat pesanan...">
        {() =>
          order.lines.length === 0 ? (
            <Nothing text={CHECKOUT_TEXTS.nothing} />
          ) : (
            <AsyncContent query={account} failure={genericFailure(DEFAULT_ERROR_TEXT)}>
              {(loaded) => <CheckoutForm order={order} account={loaded} />}
            </AsyncContent>
          )
        }
      </AsyncContent>
    );
  }

  return (
    <>
      <PageTitle page="Checkout" />
      <PageHeader title="Checkout" />
      {body()}
    </>
  );
}
