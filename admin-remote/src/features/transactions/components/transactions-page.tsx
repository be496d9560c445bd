import { TRANSACTION_STATUSES, type Transaction } from '@pcb/contract';
import { orderNumber } from '@pcb/contract/domain';
import {
  adminToast,
  AsyncContent,
  Button,
  formatRupiah,
  generatePath,
  HStack,
  Link,
  PageTitle,
  RouterLink,
  scopedKey,
  statusWords,
  useConfirm,
  useLocation,
  useQuery,
  useSearchParams,
  UnknownStatusNotice,
  useStatusFilter,
} from '@pcb/shared-ui';
import { DataTable, PageHeader, type Column } from '@pcb/shared-ui/views';
import { lazy, Suspense, useEffect, useState } from 'react';
import { currentListName } from '../../../lib/current-page';
import { paths } from '../../../lib/paths';
import { useAdminAction } from '../../../lib/use-admin-action';
import { approveTransaction, rejectTransaction, transactionQueries } from '../api';
import { TRANSACTION_FAILURE, TRANSACTION_TEXTS } from '../texts';

// The dialogs are Zag machines (the overlays entry, about 47 KB): they load when first opened, not with the list.
const SendDialog = lazy(() => import('./send-dialog').then((m) => ({ default: m.SendDialog })));
const TransactionDetailDialog = lazy(() => import('./transaction-detail-dialog').then((m) => ({ default: m.TransactionDetailDialog })));

// A status change moves the order between lists and changes the dashboard: every admin read is refreshed.
const EVERY_ADMIN_READ = [scopedKey('admin')];

/** `transaksi`: the orders in the sidebar link's statuses, each with the one action its status allows. */
export function TransactionsPage() {
  const statuses = useStatusFilter(TRANSACTION_STATUSES);
  const transactions = useQuery(transactionQueries.list(statuses));
  const [params] = useSearchParams();
  const listName = currentListName(useLocation());
  // The payment detail links back with `?order=` to open that order's detail.
  const [openedId, setOpenedId] = useState<string | null>(params.get('order'));
  const [toSend, setToSend] = useState<Transaction | null>(null);

  const reject = useAdminAction({
    action: rejectTransaction,
    success: TRANSACTION_TEXTS.rejected,
    failure: TRANSACTION_FAILURE,
    invalidates: EVERY_ADMIN_READ,
  });
  const confirmRejection = useConfirm(
    (t: Transaction) => ({ title: 'Tolak transaksi?', description: `Pesanan ${orderNumber(t._id)} akan dibatalkan.`, confirmLabel: 'Reject' }),
    reject.submit,
  );
  const approve = useAdminAction({
    action: approveTransaction,
    success: TRANSACTION_TEXTS.approved,
    failure: TRANSACTION_FAILURE,
    invalidates: EVERY_ADMIN_READ,
  });

  const loadedEmpty = transactions.isSuccess && transactions.data.length === 0;
  useEffect(() => {
    if (loadedEmpty) void adminToast({ type: 'info', title: TRANSACTION_TEXTS.emptyNotice });
  }, [loadedEmpty, transactions.dataUpdatedAt]);

  const columns: Column<Transaction>[] = [
    { header: 'No Order', cell: (t) => orderNumber(t._id) },
    { header: 'Pembeli', cell: (t) => t.id_user.name ?? t.id_user.username },
    { header: 'Harga', cell: (t) => formatRupiah(t.total_payment), nowrap: true },
    { header: 'Status', cell: (t) => statusWords(t.status) },
    {
      header: 'Detail Payment',
      cell: (t) =>
        t.payment_id ? (
          <Link asChild colorPalette="brand">
            <RouterLink to={generatePath(paths.paymentDetail, { id: t.payment_id })}>Lihat Payment</RouterLink>
          </Link>
        ) : null,
    },
    {
      header: 'Action',
      actions: true,
      cell: (t) => (
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => setOpenedId(t._id)}>
            Detail
          </Button>
          {t.status === 'menunggu-pembayaran' && (
            <Button size="xs" colorPalette="red" onClick={() => confirmRejection.ask(t)}>
              Reject
            </Button>
          )}
          {t.status === 'sudah-bayar' && (
            <Button size="xs" colorPalette="brand" loading={approve.isPending && approve.variables?._id === t._id} onClick={() => void approve.submit(t)}>
              Approve
            </Button>
          )}
          {t.status === 'diproses' && (
            <Button size="xs" colorPalette="brand" onClick={() => setToSend(t)}>
              Kirim
            </Button>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <>
      <PageTitle page={TRANSACTION_TEXTS.title} />
      <PageHeader title={listName ?? TRANSACTION_TEXTS.title} description={listName && TRANSACTION_TEXTS.title} />
      <UnknownStatusNotice known={TRANSACTION_STATUSES} />
      <AsyncContent query={transactions} failure={TRANSACTION_TEXTS.loadFailed}>
        {(rows) => (
          <DataTable
            caption={listName ?? TRANSACTION_TEXTS.title}
            rows={rows}
            columns={columns}
            rowKey={(t) => t._id}
            emptyText={TRANSACTION_TEXTS.empty}
            numbered
          />
        )}
      </AsyncContent>
      {openedId !== null && (
        <Suspense fallback={null}>
          <TransactionDetailDialog transaction={transactions.data?.find((t) => t._id === openedId) ?? null} onClose={() => setOpenedId(null)} />
        </Suspense>
      )}
      {confirmRejection.dialog}
      {toSend && (
        <Suspense fallback={null}>
          <SendDialog transaction={toSend} onClose={() => setToSend(null)} />
        </Suspense>
      )}
    </>
  );
}
