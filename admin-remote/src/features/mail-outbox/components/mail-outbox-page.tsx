import { MAIL_STATUSES, type MailOutboxView, type MailStatus, type OutboxEntry } from '@pcb/contract';
import { Alert, AsyncContent, Badge, Button, formatDateTime, HStack, PageTitle, RouterLink, Stack, useQuery, useSearchParams } from '@pcb/shared-ui';
import { DataTable, PageHeader, type Column } from '@pcb/shared-ui/views';
import { paths } from '../../../lib/paths';
import { useAdminAction } from '../../../lib/use-admin-action';
import { MAIL_OUTBOX_KEY, mailOutboxQueries, resendMail } from '../api';
import { MAIL_OUTBOX_TEXTS, MAIL_STATUS_WORDS } from '../texts';

const STATUS_COLOUR: Record<MailStatus, string> = { pending: 'orange', sent: 'green', failed: 'red' };

const columns = (resend: (mail: OutboxEntry) => void, busy: boolean): Column<OutboxEntry>[] => [
  { header: 'Dibuat', cell: (m) => formatDateTime(m.created_at), nowrap: true },
  { header: 'Penerima', cell: (m) => m.to },
  { header: 'Subjek', cell: (m) => m.subject },
  {
    header: 'Status',
    // A failed mail's resend sits under its status: one more column would not fit the table at 1280 px.
    cell: (m) => (
      <Stack gap="2" align="flex-start">
        <Badge colorPalette={STATUS_COLOUR[m.status]} w="fit-content">
          {MAIL_STATUS_WORDS[m.status]}
        </Badge>
        {m.status === 'failed' ? (
          <Button size="xs" variant="outline" disabled={busy} onClick={() => resend(m)} aria-label={`${MAIL_OUTBOX_TEXTS.resendOne}: ${m.subject} ke ${m.to}`}>
            {MAIL_OUTBOX_TEXTS.resendOne}
          </Button>
        ) : null}
      </Stack>
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
  const resend = useAdminAction({
    action: resendMail,
    success: MAIL_OUTBOX_TEXTS.resent,
    failure: { fallback: MAIL_OUTBOX_TEXTS.resendFailed },
    invalidates: [MAIL_OUTBOX_KEY],
  });
  return (
    <Stack gap="4">
      <PageTitle page={MAIL_OUTBOX_TEXTS.title} />
      <PageHeader title={MAIL_OUTBOX_TEXTS.title} description={MAIL_OUTBOX_TEXTS.description} />
      <AsyncContent query={outbox} failure={MAIL_OUTBOX_TEXTS.loadFailed}>
        {(view) => (
          <Stack gap="4">
            {view.held ? (
              <Alert.Root status="warning" role="alert">
                <Alert.Indicator />
                <Alert.Title>{MAIL_OUTBOX_TEXTS.held}</Alert.Title>
              </Alert.Root>
            ) : null}
            <StatusFilter chosen={status} counts={view.counts} />
            {view.counts.failed > 0 ? (
              <Button alignSelf="flex-start" colorPalette="brand" loading={resend.isPending} onClick={() => void resend.submit(null)}>
                {MAIL_OUTBOX_TEXTS.resendAll(view.counts.failed)}
              </Button>
            ) : null}
            <DataTable
              caption={MAIL_OUTBOX_TEXTS.title}
              rows={view.mails}
              columns={columns((mail) => void resend.submit(mail), resend.isPending)}
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
