import { fieldTitle, type PriceQuote } from '@pcb/contract/domain';
import { Box, Flex, formatRupiah, Heading, Stack, Text } from '@pcb/shared-ui';
import { Separator } from '@pcb/shared-ui/views';

/** `Kalkulasi Harga`: each chosen option with its cost, and the total in rupiah. */
export function PricePanel({ quote }: { quote: PriceQuote }) {
  return (
    <Box as="aside" aria-labelledby="price-panel-title" borderWidth="1px" borderRadius="lg" p="4" bg="bg.panel" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
      <Heading as="h2" id="price-panel-title" size="md" mb="3">
        Kalkulasi Harga
      </Heading>
      <Stack as="ul" listStyleType="none" gap="1" fontSize="sm" aria-label="Rincian harga">
        {quote.lines.map((line) => (
          <Flex as="li" key={line.field} justify="space-between" gap="3">
            {/* The choice exactly as the catalogue writes it: "100 mm", "1 oz Cu". */}
            <Text>{`${fieldTitle(line.field)}: ${line.choice}`}</Text>
            <Text flexShrink={0} whiteSpace="nowrap">
              {formatRupiah(line.cost)}
            </Text>
          </Flex>
        ))}
      </Stack>
      <Separator my="3" />
      <Flex justify="space-between" fontWeight="bold" fontSize="lg">
        <Text>Total</Text>
        <Text data-testid="price-total">{formatRupiah(quote.total)}</Text>
      </Flex>
      <Text fontSize="xs" color="fg.muted" mt="2">
        Harga ini perkiraan: harga final dikonfirmasi admin saat review file desain Anda.
      </Text>
    </Box>
  );
}
