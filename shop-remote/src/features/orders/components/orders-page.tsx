import { orderLines, TRANSACTION_STATUSES } from '@pcb/contract';
import { orderNumber } from '@pcb/contract/domain';
import {
  Alert,
  AsyncContent,
  Button,
  DEFAULT_ERROR_TEXT,
  Flex,
  PageTitle,
  RouterLink,
  Stack,
  Text,
  formatDateTime,
  formatRupiah,
  genericFailure,
  statusWords,
  useConfirm,
  useQuery,
  UnknownStatusNotice,
  useStatusFilter,
} from '@pcb/shared-ui';
import { DataTable, PageHeader, type Column } from '@pcb/shared-ui/views';
import { lazy, Suspense, useState } from 'react';
import { urls } from '../../../lib/paths';
import { ordersQuery, type OrderRow } from '../api';
import { useOrderActions } from '../hooks/use-order-actions';
import { usePayOnArrival } from '../hooks/use-pay-on-arrival';
import { usePayment } from '../hooks/use-payment';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { NO_ORDERS_TEXT } from '../texts';
import { PaymentDeadline } from './payment-deadline';
import type { RenderShare } from '../../../lib/share-slot';

/** Loaded on first open, so the list does not load the overlays entry with the page. */
const OrderDetailDialog = lazy(() => import('./order-detail-dialog').then((m) => ({ default: m.OrderDetailDialog })));

/** `/transaksi`: the buyer's orders with the sidebar link's statuses, newest first, each with its status's actions. */
export function OrdersPage({ renderShare }: { renderShare?: RenderShare }) {
  usePaymentReturn();
  const statuses = useStatusFilter(TRANSACTION_STATUSES);
  const orders = useQuery(ordersQuery(statuses));
  const payment = usePayment();
  usePayOnArrival(payment.pay);
  const { cancel, receive, backToCart, again } = useOrderActions();
  const confirmCancel = useConfirm(
    (order: OrderRow) => ({
      title: 'Batalkan pesanan?',
      description: `Pesanan ${orderNumber(order._id)} akan dibatalkan.`,
      confirmLabel: 'Batalkan',
      cancelLabel: 'Kembali',
    }),
    cancel.submit,
  );
  const confirmReceipt = useConfirm(
    (order: OrderRow) => ({
      title: 'Pesanan sudah diterima?',
      description: `Pesanan ${orderNumber(order._id)} akan ditandai selesai. Pastikan paket sudah Anda terima: langkah ini tidak dapat dibatalkan.`,
      confirmLabel: 'Terima',
      cancelLabel: 'Kembali',
      confirmPalette: 'brand',
    }),
    receive.submit,
  );
  const [detail, setDetail] = useState<OrderRow | null>(null);

  function actionsOf(order: OrderRow) {
    const paying = payment.payingId === order._id;
    const name = orderNumber(order._id);
    const cancelButton = (
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => confirmCancel.ask(order)} aria-label={`Batalkan ${name}`}>
        Batalkan
      </Button>
    );
    switch (order.status) {
      case 'menunggu-pembayaran':
        return (
          <>
            <Button size="xs" loading={paying} onClick={() => void payment.pay(order._id)} aria-label={`Bayar ${name}`}>
              Bayar
            </Button>
            {cancelButton}
          </>
        );
      case 'pembayaran-tertunda':
        return (
          <>
            <Button size="xs" loading={paying} onClick={() => void payment.continuePayment(order._id)} aria-label={`Lanjutkan pembayaran ${name}`}>
              Lanjutkan Pembayaran
            </Button>
            {cancelButton}
          </>
        );
      case 'pembayaran-gagal':
      case 'gagal':
      case 'pembayaran-kadarluarsa':
        // While the order holds its stock (it has a deadline) it can be paid again; after that its products go back to the cart.
        return order.payment_deadline ? (
          <>
            <Button size="xs" loading={paying} onClick={() => void payment.pay(order._id)} aria-label={`Bayar ulang ${name}`}>
              Bayar Ulang
            </Button>
            {cancelButton}
          </>
        ) : (
          <Button
            size="xs"
            variant="outline"
            loading={backToCart.isPending && backToCart.variables?._id === order._id}
            onClick={() => void backToCart.submit(order)}
            aria-label={`Kembali ke keranjang ${name}`}
          >
            Kembali ke Keranjang
          </Button>
        );
      case 'dikirim':
        return (
          <Button
            size="xs"
            loading={receive.isPending && receive.variables?._id === order._id}
            onClick={() => confirmReceipt.ask(order)}
            aria-label={`Terima ${name}`}
          >
            Terima
          </Button>
        );
      case 'selesai':
        return (
          <>
            <Button
              size="xs"
              loading={again.isPending && again.variables?._id === order._id}
              onClick={() => void again.submit(order)}
              aria-label={`Pesan lagi ${name}`}
            >
              Pesan Lagi
            </Button>
            <Button size="xs" variant="outline" asChild>
              <RouterLink to={urls.review(order._id)} aria-label={`Review ${name}`}>
                Review
              </RouterLink>
            </Button>
          </>
        );
      default:
        return null;
    }
  }

  const columns: Column<OrderRow>[] = [
    { header: 'No. Pesanan', cell: (order) => orderNumber(order._id), nowrap: true },
    { header: 'Tanggal', cell: (order) => formatDateTime(order.created_at), nowrap: true },
    {
      header: 'Barang',
      cell: (order) =>
        orderLines(order).map((line) => (
          <Text key={line.key} fontSize="sm">
            {line.name} × {line.quantity}
          </Text>
        )),
    },
    { header: 'Total', cell: (order) => formatRupiah(order.total_payment), align: 'end', nowrap: true },
    {
      header: 'Status',
      cell: (order) => (
        <Stack gap="0.5">
          <Text>{statusWords(order.status)}</Text>
          {order.payment_deadline && <PaymentDeadline deadline={order.payment_deadline} />}
        </Stack>
      ),
    },
    {
      header: 'Aksi',
      actions: true,
      cell: (order) => (
        <Flex gap="2" wrap="wrap">
          <Button size="xs" variant="ghost" onClick={() => setDetail(order)} aria-label={`Detail ${orderNumber(order._id)}`}>
            Detail
          </Button>
          {actionsOf(order)}
        </Flex>
      ),
    },
  ];

  return (
    <Stack gap="4">
      <PageTitle page="Transaksi" />
      <PageHeader title="Transaksi" />
      <UnknownStatusNotice known={TRANSACTION_STATUSES} />
      {payment.failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{payment.failure}</Alert.Title>
        </Alert.Root>
      )}
      <AsyncContent query={orders} failure={genericFailure(DEFAULT_ERROR_TEXT)} loadingLabel="Memuat transaksi...">
        {(rows) => <DataTable caption="Transaksi" rows={rows} columns={columns} rowKey={(order) => order._id} emptyText={NO_ORDERS_TEXT} />}
      </AsyncContent>
      {confirmCancel.dialog}
      {confirmReceipt.dialog}
      {detail && (
        <Suspense fallback={null}>
          <OrderDetailDialog order={detail} onClose={() => setDetail(null)} renderShare={renderShare} />
        </Suspense>
      )}
    </Stack>
  );
}
