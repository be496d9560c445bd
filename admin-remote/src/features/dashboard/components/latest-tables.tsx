import type { dashboardEndpoints, ResponseOf, Transaction } from '@pcb/contract';
import { AsyncContent, formatRupiah, Heading, paymentMethodName, Stack, statusWords, useQuery } from '@pcb/shared-ui';
import { DataTable, type Column } from '@pcb/shared-ui/views';
import type { ReactNode } from 'react';
import { DASHBOARD_LIST_SIZE, dashboardQueries } from '../api';
import { DASHBOARD_TEXTS } from '../texts';

type Payment = ResponseOf<typeof dashboardEndpoints.dashboardPayments>[number];

const orMissing = (text: string | null | undefined) => text || DASHBOARD_TEXTS.missing;

/** The custom request's name, or `Standart Produk` for an order of standard products. */
export function orderKind(transaction: Transaction): string {
  const group = transaction.product[0];
  const custom = group?.costom_prototype[0] ?? group?.costom_assembly[0];
  return custom?.id_request_costom.name ?? DASHBOARD_TEXTS.standardOrder;
}

const PAYMENT_COLUMNS: Column<Payment>[] = [
  { header: 'Pembeli', cell: (p) => orMissing(p.transaction_id.id_user.name) },
  { header: 'Total', cell: (p) => formatRupiah(p.amount), nowrap: true },
  { header: 'Pembayaran', cell: (p) => (p.payment_method ? paymentMethodName(p.payment_method) : DASHBOARD_TEXTS.unpaid) },
  { header: 'No. Telpon', cell: (p) => orMissing(p.transaction_id.id_user.phone), nowrap: true },
];

const TRANSACTION_COLUMNS: Column<Transaction>[] = [
  { header: 'Pembeli', cell: (t) => t.id_user.name || t.id_user.username },
  { header: 'Total', cell: (t) => formatRupiah(t.total_payment), nowrap: true },
  { header: 'Status', cell: (t) => statusWords(t.status) },
  { header: 'Pesanan', cell: orderKind },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" minW="0">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function LatestPayments() {
  const payments = useQuery(dashboardQueries.payments);
  return (
    <Section title="Pembayaran Terbaru">
      <AsyncContent query={payments} failure={DASHBOARD_TEXTS.loadFailed}>
        {(rows) => (
          <DataTable caption="Pembayaran Terbaru" rows={rows} columns={PAYMENT_COLUMNS} rowKey={(p) => p._id} emptyText={DASHBOARD_TEXTS.noPayments} numbered />
        )}
      </AsyncContent>
    </Section>
  );
}

export function PurchaseHistory() {
  const transactions = useQuery(dashboardQueries.transactions);
  return (
    <Section title="History Pembelian">
      <AsyncContent query={transactions} failure={DASHBOARD_TEXTS.loadFailed}>
        {(data) => (
          <DataTable
            caption="History Pembelian"
            rows={data.transactions.slice(0, DASHBOARD_LIST_SIZE)}
            columns={TRANSACTION_COLUMNS}
            rowKey={(t) => t._id}
            emptyText={DASHBOARD_TEXTS.noTransactions}
            numbered
          />
        )}
      </AsyncContent>
    </Section>
  );
}
