import { COURIERS, type Courier, type ProductGroup, type ShippingService } from '@pcb/contract';
import { AsyncContent, Button, OptionSelect, Stack, Text, deliveryEstimate, formatRupiah, useQuery } from '@pcb/shared-ui';
import { Field } from '@pcb/shared-ui/views';
import { shippingQuoteQuery } from '../api';
import { CHECKOUT_TEXTS, QUOTE_FAILURE } from '../texts';

interface ShippingChoiceProps {
  product: ProductGroup[];
  courier: Courier | '';
  onCourier(courier: Courier | ''): void;
  service: ShippingService | null;
  onService(service: ShippingService): void;
}

function Services({ courier, product, service, onService }: Omit<ShippingChoiceProps, 'onCourier' | 'courier'> & { courier: Courier }) {
  const quote = useQuery(shippingQuoteQuery(courier, product));
  return (
    <AsyncContent query={quote} failure={QUOTE_FAILURE} emptyText={CHECKOUT_TEXTS.noServices} loadingLabel="Memuat layanan pengiriman...">
      {(services) => (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Layanan pengiriman">
          {services.map((offer) => {
            const chosen = service?.service === offer.service;
            return (
              <li key={offer.service}>
                <Button
                  width="100%"
                  height="auto"
                  py="2"
                  justifyContent="space-between"
                  variant={chosen ? 'solid' : 'outline'}
                  aria-pressed={chosen}
                  onClick={() => onService(offer)}
                >
                  <Stack gap="0" align="start" textAlign="start">
                    <Text fontWeight="semibold">{offer.service}</Text>
                    <Text fontSize="xs">
                      {offer.description} · {deliveryEstimate(offer.etd)}
                    </Text>
                  </Stack>
                  <Text>{formatRupiah(offer.cost)}</Text>
                </Button>
              </li>
            );
          })}
        </Stack>
      )}
    </AsyncContent>
  );
}

const COURIER_OPTIONS = COURIERS.map((code) => ({ value: code, label: code.toUpperCase() }));

/** The courier (jnt, sicepat, jne, lion, pos) and one of its services, quoted for these lines. */
export function ShippingChoice({ product, courier, onCourier, service, onService }: ShippingChoiceProps) {
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Kurir</Field.Label>
        <OptionSelect options={COURIER_OPTIONS} placeholder="Pilih Kurir" value={courier} onChange={(e) => onCourier(e.target.value as Courier | '')} />
      </Field.Root>
      {courier && <Services courier={courier} product={product} service={service} onService={onService} />}
    </Stack>
  );
}
