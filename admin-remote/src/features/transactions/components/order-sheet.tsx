import { orderLines, type Transaction } from '@pcb/contract';
import { Box, formatRupiah, Heading, PRODUCT_NAME, SimpleGrid, Text } from '@pcb/shared-ui';
import { Table, type Fact } from '@pcb/shared-ui/views';
import { Portal } from '@pcb/shared-ui/overlays';
import { orderFacts, shippingFacts } from './order-facts';

// While a sheet is mounted, printing shows only the sheet on one A4 page, black on white whatever the colour mode; on screen it stays hidden.
// Emotion's styles are inline already, so the BFF's CSP (style-src 'unsafe-inline') lets this <style> in too.
const PRINT_ONLY = `
[data-print-sheet] { display: none; }
@media print {
  @page { size: A4; margin: 12mm; }
  body { background: #fff !important; }
  body > :not([data-print-sheet]) { display: none !important; }
  [data-print-sheet] { display: block !important; font-size: 10pt; }
  [data-print-sheet] * { color: #000 !important; background: transparent !important; border-color: #999 !important; }
}`;

function FactList({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <Box>
      <Text fontWeight="bold" mb="1">
        {title}
      </Text>
      {facts.map(({ label, value }) => (
        <Text key={label}>
          <Text as="span" fontWeight="medium">{`${label}: `}</Text>
          {value}
        </Text>
      ))}
    </Box>
  );
}

/** The packing sheet Cetak prints: the order, the recipient and the products, nothing of the app around it. */
export function OrderSheet({ transaction }: { transaction: Transaction }) {
  const lines = orderLines(transaction);
  return (
    <Portal>
      <style>{PRINT_ONLY}</style>
      <Box data-print-sheet="" data-testid="order-sheet" p="0">
        <Heading as="h1" size="lg">{`${PRODUCT_NAME} · Lembar Pesanan`}</Heading>
        <SimpleGrid columns={2} gap="4" my="3">
          <FactList title="Pesanan" facts={orderFacts(transaction)} />
          <FactList title="Pengiriman" facts={shippingFacts(transaction)} />
        </SimpleGrid>
        <Table.Root size="sm">
          <Table.Caption>Produk</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Produk</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Jumlah</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Harga</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Subtotal</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line) => (
              <Table.Row key={line.key}>
                <Table.Cell>{line.name}</Table.Cell>
                <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                <Table.Cell textAlign="end">{formatRupiah(line.price)}</Table.Cell>
                <Table.Cell textAlign="end">{formatRupiah(line.price * line.quantity)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Text textAlign="end" fontWeight="bold" mt="2">{`Total: ${formatRupiah(transaction.total_payment)}`}</Text>
      </Box>
    </Portal>
  );
}
