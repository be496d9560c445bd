import { type PaymentDetail } from '@pcb/contract';
import { orderNumber } from '@pcb/contract/domain';
import {
  AsyncContent,
  Box,
  Button,
  formatDateTime,
  formatRupiah,
  Heading,
  PageTitle,
  paymentMethodName,
  RouterLink,
  Stack,
  statusWords,
  useParams,
  useQuery,
} from '@pcb/shared-ui';
import { DataTable, FactTable, PageHeader, type Column } from '@pcb/shared-ui/views';
import { ArrowLeft } from 'lucide-react';
import { lists } from '../../../lib/paths';
import { paymentQueries } from '../api';
import { PAYMENT_LOAD_FAILURE, PAYMENT_TEXTS } from '../texts';

type Notification = PaymentDetail['notifications'][number];

const orMissing = (value: string | null) => value ?? PAYMENT_TEXTS.missing;

const NOTIFICATION_COLUMNS: Column<Notification>[] = [
  { header: 'Diterima', cell: (n) => formatDateTime(n.received_at), nowrap: true },
  { header: 'Status', cell: (n) => orMissing(n.transaction_status) },
  { header: 'Kode', cell: (n) => orMissing(n.status_code) },
  { header: 'Metode', cell: (n) => (n.payment_type ? paymentMethodName(n.payment_type) : PAYMENT_TEXTS.missing) },
  { header: 'Jumlah', cell: (n) => orMissing(n.gross_amount) },
  { header: 'Fraud', cell: (n) => orMissing(n.fraud_status) },
];

const TRANSACTION_LISTS = [lists.payment, lists.processing, lists.shipped, lists.history];

/** The sidebar's transaction list that holds this status, opened on this order's detail. */
export function orderLink(payment: Pick<PaymentDetail, 'transaction_id' | 'transaction_status'>): string {
  const list = TRANSACTION_LISTS.find((url) => new URLSearchParams(url.split('?')[1]).getAll('status').includes(payment.transaction_status)) ?? lists.history;
  return `${list}&order=${payment.transaction_id}`;
}

function PaymentFacts({ payment }: { payment: PaymentDetail }) {
  const { buyer } = payment;
  const facts = [
    { label: 'No Order', value: orderNumber(payment.transaction_id) },
    { label: 'Pembeli', value: buyer.name ?? buyer.username },
    { label: 'Email', value: buyer.email },
    { label: 'No. Telpon', value: orMissing(buyer.phone) },
    { label: 'Jumlah', value: formatRupiah(payment.amount) },
    { label: 'Metode Pembayaran', value: payment.payment_method ? paymentMethodName(payment.payment_method) : PAYMENT_TEXTS.waiting },
    { label: 'Kode Pembayaran di Penyedia', value: payment.order_id },
    { label: 'ID Transaksi Penyedia', value: orMissing(payment.provider_transaction_id) },
    { label: 'Status Penyedia', value: payment.status },
    { label: 'Waktu Transaksi', value: payment.transaction_time ? formatDateTime(payment.transaction_time) : PAYMENT_TEXTS.missing },
    { label: 'Status Pesanan', value: statusWords(payment.transaction_status) },
  ];
  return (
    <Box maxW="2xl">
      <FactTable caption="Pembayaran" facts={facts} />
    </Box>
  );
}

/** `/payment-detail/{id}`: what an admin checks about a payment, and every notification the provider sent. */
export function PaymentDetailPage() {
  const { id = '' } = useParams();
  const payment = useQuery(paymentQueries.detail(id));
  return (
    <>
      <PageTitle page={PAYMENT_TEXTS.title} />
      <AsyncContent query={payment} failure={PAYMENT_LOAD_FAILURE}>
        {(loaded) => (
          <Stack gap="6">
            <PageHeader
              title={PAYMENT_TEXTS.title}
              actions={
                <Button asChild variant="outline">
                  <RouterLink to={orderLink(loaded)}>
                    <ArrowLeft /> {PAYMENT_TEXTS.backToOrder}
                  </RouterLink>
                </Button>
              }
            />
            <PaymentFacts payment={loaded} />
            <Stack gap="2">
              <Heading as="h2" size="md">
                Notifikasi Penyedia
              </Heading>
              <DataTable
                caption="Notifikasi Penyedia"
                rows={loaded.notifications}
                columns={NOTIFICATION_COLUMNS}
                rowKey={(n) => n.received_at + n.transaction_status}
                emptyText={PAYMENT_TEXTS.noNotifications}
                numbered
              />
            </Stack>
          </Stack>
        )}
      </AsyncContent>
    </>
  );
}
