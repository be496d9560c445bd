import { REVIEW_TIME_SAVED, type ReviewTimeStats } from '@pcb/contract';
import { REVIEW_DAYS, REVIEW_DAYS_MESSAGE } from '@pcb/contract/domain';
import { AsyncContent, Button, HStack, Stack, Text, useQuery } from '@pcb/shared-ui';
import { Form, NumberField, useForm } from '@pcb/shared-ui/forms';
import { FactTable } from '@pcb/shared-ui/views';
import { useAdminAction } from '../../../lib/use-admin-action';
import { dashboardQueries, DASHBOARD_KEY, updateReviewTime } from '../api';
import { DASHBOARD_TEXTS } from '../texts';
import { DashboardCard } from './dashboard-card';

/** `12.5` → `12,5 jam kerja` (the centre's working hours only); no figure yet → `-`. */
const hours = (value: number | null) => (value === null ? '-' : `${String(value).replace('.', ',')} jam kerja`);

type PromiseValues = { review_days: string };

/** The promise an admin edits: whole working days, within the contract's bounds. */
function PromiseForm({ days }: { days: number }) {
  const form = useForm<PromiseValues>({ defaultValues: { review_days: String(days) } });
  const save = useAdminAction({
    check: ({ review_days }: PromiseValues) => {
      const chosen = Number(review_days);
      return Number.isInteger(chosen) && chosen >= REVIEW_DAYS.min && chosen <= REVIEW_DAYS.max ? undefined : REVIEW_DAYS_MESSAGE;
    },
    action: ({ review_days }: PromiseValues) => updateReviewTime(Number(review_days)),
    success: REVIEW_TIME_SAVED,
    failure: { serverMessage: true, fallback: DASHBOARD_TEXTS.reviewTimeFailed },
    invalidates: [DASHBOARD_KEY],
  });
  return (
    <Form form={form} onSubmit={save.submit} label="Janji waktu review">
      <HStack align="end" gap="3" wrap="wrap">
        <NumberField name="review_days" label="Janji waktu review (hari kerja)" min={REVIEW_DAYS.min} step={1} maxW="16rem" />
        <Button type="submit" colorPalette="brand" loading={save.isPending}>
          Simpan
        </Button>
      </HStack>
    </Form>
  );
}

function Figures({ stats }: { stats: ReviewTimeStats }) {
  return (
    <FactTable
      caption={`Waktu review ${stats.window_days} hari terakhir`}
      facts={[
        { label: 'Janji waktu review', value: stats.promise.text },
        { label: 'Median', value: hours(stats.median_hours) },
        { label: 'Persentil ke-90', value: hours(stats.p90_hours) },
        { label: 'Request ditinjau', value: String(stats.reviewed) },
        { label: 'Ditinjau lewat janji', value: String(stats.late) },
        { label: 'Menunggu lewat janji', value: String(stats.overdue) },
      ]}
    />
  );
}

/** The review time kept: the median and 90th percentile over 30 days against the promise the buyers are shown. */
export function ReviewTimeCard() {
  const stats = useQuery(dashboardQueries.reviewTime);
  return (
    <DashboardCard title="Waktu review">
      <AsyncContent query={stats} failure={DASHBOARD_TEXTS.loadFailed}>
        {(loaded) => (
          <Stack gap="4">
            <Text color="fg.muted" fontSize="sm">
              Dari dikirim pembeli sampai disetujui atau ditolak admin, {loaded.window_days} hari terakhir, dalam jam kerja pusat (WIB; malam, akhir pekan dan
              hari libur tidak dihitung).
            </Text>
            <Figures stats={loaded} />
            <PromiseForm key={loaded.promise.review_days} days={loaded.promise.review_days} />
          </Stack>
        )}
      </AsyncContent>
    </DashboardCard>
  );
}
