import { MAIL_STATUSES, type MailOutboxView, type MailStatus, type OutboxEntry } from '@pcb/contract';
import { AsyncContent, Badge, Button, formatDateTime, HStack, PageTitle, RouterLink, Stack, useQuery, useSearchParams } from '@pcb/shared-ui';
import { DataTable, PageHeader, type Column } from '@pcb/shared-ui/views';
import { paths } from '../../../lib/paths';
import { mailOutboxQueries } from '../api';
import { MAIL_OUTBOX_TEXTS, MAIL_STATUS_WORDS } from '../texts';

const STATUS_COLOUR: Record<MailStatus, string> = { pending: 'orange', sent: 'green', failed: 'red' };

const COLUMNS: Column<OutboxEntry>[] = [
  { header: 'Dibuat', cell: (m) => formatDateTime(m.created_at), nowrap: true },
  { header: 'Penerima', cell: (m) => m.to },
  { header: 'Subjek', cell: (m) => m.subject },
  {
    header: 'Status',
    cell: (m) => (
      <Badge colorPalette={STATUS_COLOUR[m.status]} w="fit-content">
        {MAIL_STATUS_WORDS[m.status]}
      </Badge>
    ),
  },
  { header: 'Percobaan', cell: (m) => String(m.attempts) },
  {
    header: 'Terkirim / Coba Lagi',
    cell: (m) => (m.sent_at ? formatDateTime(m.sent_at) : m.status === 'pending' ? formatDateTime(m.next_attempt_at) : MAIL_OUTBOX_TEXTS.none),
    nowrap: true,
  },
  { header: 'Galat Terakhir', cell: (m) => m.last_error ?? MAIL_OUTBOX_TEXTS.none },
];

const chosenStatus = (value: string | null): MailStatus | null => ((MAIL_STATUSES as readonly string[]).includes(value ?? '') ? (value as MailStatus) : null);

/** One button per status, with its count; the chosen one is filled. */
function StatusFilter({ chosen, counts }: { chosen: MailStatus | null; counts: MailOutboxView['counts'] }) {
  const total = counts.pending + counts.sent + counts.failed;
  const choices = [
    { status: null, label: MAIL_OUTBOX_TEXTS.all, count: total },
    ...MAIL_STATUSES.map((status) => ({ status, label: MAIL_STATUS_WORDS[status], count: counts[status] })),
  ];
  return (
    <HStack as="nav" aria-label="Status email" gap="2" wrap="wrap">
      {choices.map(({ status, label, count }) => (
        <Button key={label} asChild size="sm" variant={status === chosen ? 'solid' : 'outline'}>
          <RouterLink to={status ? `${paths.mailOutbox}?status=${status}` : paths.mailOutbox} aria-current={status === chosen ? 'page' : undefined}>
            {label} ({count})
          </RouterLink>
        </Button>
      ))}
    </HStack>
  );
}

/** `/admin/kotak-keluar`: every mail's delivery state, so the admin sees what reached the buyers and what did not. */
export function MailOutboxPage() {
  const [search] = useSearchParams();
  const status = chosenStatus(search.get('status'));
  const outbox = useQuery(mailOutboxQueries.outbox(status));
  return (
    <Stack gap="4">
      <PageTitle page={MAIL_OUTBOX_TEXTS.title} />
      <PageHeader title={MAIL_OUTBOX_TEXTS.title} description={MAIL_OUTBOX_TEXTS.description} />
      <AsyncContent query={outbox} failure={MAIL_OUTBOX_TEXTS.loadFailed}>
        {(view) => (
          <Stack gap="4">
            <StatusFilter chosen={status} counts={view.counts} />
            <DataTable
              caption={MAIL_OUTBOX_TEXTS.title}
              rows={view.mails}
              columns={COLUMNS}
              rowKey={(m) => m._id}
              emptyText={MAIL_OUTBOX_TEXTS.empty}
              numbered
            />
          </Stack>
        )}
      </AsyncContent>
    </Stack>
  );
}
