import type { Transaction } from '@pcb/contract';
import { Button, formatRupiah, Heading, OrderTimeline, Stack, Table } from '@pcb/shared-ui';
import { Dialog, Portal } from '@pcb/shared-ui/overlays';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { orderFacts, orderLines, shipmentOf, shippingFacts, type Fact } from './order-facts';
import { OrderSheet } from './order-sheet';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function FactTable({ facts }: { facts: Fact[] }) {
  return (
    <Table.Root size="sm">
      <Table.Body>
        {facts.map(({ label, value }) => (
          <Table.Row key={label}>
            <Table.Cell fontWeight="medium" width="40%">
              {label}
            </Table.Cell>
            <Table.Cell>{value}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

interface TransactionDetailDialogProps {
  transaction: Transaction | null;
  onClose(): void;
}

/** Detail Transaksi (500 px): the order, its shipping, its products and its steps; Cetak prints the packing sheet. */
export function TransactionDetailDialog({ transaction, onClose }: TransactionDetailDialogProps) {
  return (
    <Dialog.Root open={transaction !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px">
            <Dialog.Header>
              <Dialog.Title>Detail Transaksi</Dialog.Title>
            </Dialog.Header>
            {transaction && (
              <Dialog.Body>
                <Stack gap="5">
                  <Section title="Informasi Pesanan">
                    <FactTable facts={orderFacts(transaction)} />
                  </Section>
                  <Section title="Detail Pengiriman">
                    <FactTable facts={shippingFacts(transaction)} />
                  </Section>
                  <Section title="Produk">
                    <Table.Root size="sm">
                      <Table.Body>
                        {orderLines(transaction).map((line) => (
                          <Table.Row key={line.key}>
                            <Table.Cell>{line.name}</Table.Cell>
                            <Table.Cell textAlign="end">{`${line.quantity} × ${formatRupiah(line.price)}`}</Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Section>
                  <Section title="Riwayat Status">
                    <OrderTimeline history={transaction.history} shipment={shipmentOf(transaction)} />
                  </Section>
                </Stack>
                <OrderSheet transaction={transaction} />
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={() => window.print()}>
                <Printer /> Cetak
              </Button>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Tutup</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
