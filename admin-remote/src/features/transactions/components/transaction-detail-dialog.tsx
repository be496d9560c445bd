import { shipmentOf, type Transaction } from '@pcb/contract';
import { Button, Heading, Stack } from '@pcb/shared-ui';
import { FactTable, OrderLinesTable, OrderTimeline } from '@pcb/shared-ui/views';
import { DetailDialog } from '@pcb/shared-ui/overlays';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { orderFacts, shippingFacts } from './order-facts';
import { OrderPhotosSection } from './order-photos-section';
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

function TransactionDetail({ transaction }: { transaction: Transaction }) {
  return (
    <>
      <Stack gap="5">
        <Section title="Informasi Pesanan">
          <FactTable caption="Informasi Pesanan" facts={orderFacts(transaction)} />
        </Section>
        <Section title="Detail Pengiriman">
          <FactTable caption="Detail Pengiriman" facts={shippingFacts(transaction)} />
        </Section>
        <Section title="Produk">
          <OrderLinesTable order={transaction} />
        </Section>
        <Section title="Foto Papan">
          <OrderPhotosSection transaction={transaction} />
        </Section>
        <Section title="Riwayat Status">
          <OrderTimeline history={transaction.history} shipment={shipmentOf(transaction)} />
        </Section>
      </Stack>
      <OrderSheet transaction={transaction} />
    </>
  );
}

/** Detail Transaksi (500 px): the order, its shipping, its products and its steps; Cetak prints the packing sheet. */
export function TransactionDetailDialog({ transaction, onClose }: { transaction: Transaction | null; onClose(): void }) {
  return (
    <DetailDialog
      open={transaction !== null}
      title="Detail Transaksi"
      onClose={onClose}
      actions={
        <Button colorPalette="brand" onClick={() => window.print()}>
          <Printer /> Cetak
        </Button>
      }
    >
      {transaction && <TransactionDetail transaction={transaction} />}
    </DetailDialog>
  );
}
