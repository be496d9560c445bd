import { REQUEST_STATUSES } from '@pcb/contract';
import { requestPrice } from '@pcb/contract/domain';
import {
  AsyncContent,
  Badge,
  Button,
  formatDateTime,
  formatRupiah,
  HStack,
  PageTitle,
  statusWords,
  useLocation,
  useQuery,
  UnknownStatusNotice,
  useStatusFilter,
} from '@pcb/shared-ui';
import { DataTable, PageHeader, type Column } from '@pcb/shared-ui/views';
import { lazy, Suspense, useState } from 'react';
import { currentListName } from '../../../lib/current-page';
import { requestQueries, type ReviewedRequest } from '../api';
import { REQUEST_TEXTS } from '../texts';

// The dialogs are Zag machines (the overlays entry, about 47 KB): they load when first opened, not with the list.
const RequestDetailDialog = lazy(() => import('./request-detail-dialog').then((m) => ({ default: m.RequestDetailDialog })));
const loadReviewDialogs = () => import('./review-dialogs');
const ApproveDialog = lazy(() => loadReviewDialogs().then((m) => ({ default: m.ApproveDialog })));
const RejectDialog = lazy(() => loadReviewDialogs().then((m) => ({ default: m.RejectDialog })));

type Opened = { request: ReviewedRequest; view: 'detail' | 'approve' | 'reject' } | null;

/** When the promised review time runs out, marked once it has. */
function ReviewDue({ due }: { due: string | null }) {
  if (!due) return '-';
  return (
    <HStack gap="2" wrap="wrap">
      {formatDateTime(due)}
      {Date.parse(due) < Date.now() && <Badge colorPalette="red">{REQUEST_TEXTS.overdue}</Badge>}
    </HStack>
  );
}

/** `request-custom`: prototype and assembly requests in the sidebar link's statuses, newest first. */
export function ReviewPage() {
  const statuses = useStatusFilter(REQUEST_STATUSES);
  const requests = useQuery(requestQueries.list(statuses));
  const [opened, setOpened] = useState<Opened>(null);
  const heading = currentListName(useLocation()) ?? REQUEST_TEXTS.title;
  const close = () => setOpened(null);

  const columns: Column<ReviewedRequest>[] = [
    { header: 'No Order', cell: (r) => r._id },
    { header: 'Nama', cell: (r) => r.id_user.username },
    { header: 'Tanggal', cell: (r) => formatDateTime(r.createdAt), nowrap: true },
    { header: 'Harga', cell: (r) => formatRupiah(requestPrice(r).price), nowrap: true },
    { header: 'Status', cell: (r) => statusWords(r.status) },
    { header: 'Batas Review', cell: (r) => <ReviewDue due={r.review_due_at} /> },
    {
      header: 'Action',
      actions: true,
      cell: (request) => (
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => setOpened({ request, view: 'detail' })}>
            Detail
          </Button>
          {request.status === 'admin-review' && (
            <>
              <Button size="xs" colorPalette="brand" onClick={() => setOpened({ request, view: 'approve' })}>
                Approve
              </Button>
              <Button size="xs" colorPalette="red" onClick={() => setOpened({ request, view: 'reject' })}>
                Reject
              </Button>
            </>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <>
      <PageTitle page={REQUEST_TEXTS.title} />
      <PageHeader title={heading} />
      <UnknownStatusNotice known={REQUEST_STATUSES} />
      <AsyncContent query={requests} failure={REQUEST_TEXTS.loadFailed}>
        {(rows) => <DataTable caption={heading} rows={rows} columns={columns} rowKey={(r) => r._id} emptyText={REQUEST_TEXTS.empty} numbered />}
      </AsyncContent>
      <Suspense fallback={null}>
        {opened?.view === 'detail' && <RequestDetailDialog request={opened.request} onClose={close} />}
        {opened?.view === 'approve' && <ApproveDialog request={opened.request} onClose={close} />}
        {opened?.view === 'reject' && <RejectDialog request={opened.request} onClose={close} />}
      </Suspense>
    </>
  );
}
