import { shipmentOf } from '@pcb/contract';
import { orderNumber } from '@pcb/contract/domain';
import { Box, Heading, Stack, Text, deliveryEstimate, formatDateTime, formatRupiah, statusWords } from '@pcb/shared-ui';
import { OrderLinesTable, OrderTimeline } from '@pcb/shared-ui/views';
import { DetailDialog } from '@pcb/shared-ui/overlays';
import type { ReactNode } from 'react';
import type { RenderShare } from '../../../lib/share-slot';
import type { OrderRow } from '../api';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function addressText(order: OrderRow): string {
  const address = order.id_user.address;
  if (!address) return '-';
  return [address.detail_address, address.sub_district_name, address.district_name, address.city_name, address.province_name].join(', ');
}

function DetailBody({ order }: { order: OrderRow }) {
  const shipping = order.expedition[0];
  return (
    <Stack gap="5">
      <Text color="fg.muted">
        {formatDateTime(order.created_at)} · {statusWords(order.status)}
      </Text>
      <Section title="Riwayat">
        <OrderTimeline history={order.history} shipment={shipmentOf(order)} photos={order.photos} />
      </Section>
      <Section title="Barang">
        <OrderLinesTable order={order} caption="Barang" />
      </Section>
      <Section title="Alamat Pengiriman">
        <Text>{order.id_user.name ?? order.id_user.username}</Text>
        <Text>{order.id_user.phone}</Text>
        <Text>{addressText(order)}</Text>
      </Section>
      {shipping && (
        <Section title="Pengiriman">
          <Text>
            {shipping.courier.toUpperCase()} {shipping.shipping_option} · {formatRupiah(shipping.shipping_cost)}
            {order.estimated_delivery && ` · estimasi ${deliveryEstimate(order.estimated_delivery)}`}
          </Text>
          {shipping.delivery_receipt && <Text>Resi: {shipping.delivery_receipt}</Text>}
        </Section>
      )}
      <Text fontWeight="bold" textAlign="end">
        Total: {formatRupiah(order.total_payment)}
      </Text>
    </Stack>
  );
}

/** One order: its timeline, lines, address, shipping and total, and what the app adds (its link and PDF). */
export function OrderDetailDialog({ order, onClose, renderShare }: { order: OrderRow | null; onClose(): void; renderShare?: RenderShare }) {
  return (
    <DetailDialog open={order !== null} title={order ? `Detail Pesanan ${orderNumber(order._id)}` : ''} onClose={onClose} maxWidth="lg">
      {order && <DetailBody order={order} />}
      {order && renderShare?.({ kind: 'order', id: order._id, status: order.status, payment_deadline: order.payment_deadline })}
    </DetailDialog>
  );
}
