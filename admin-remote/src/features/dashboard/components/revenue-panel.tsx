import type { RevenuePeriod } from '@pcb/contract';
import { AsyncContent, Button, formatRupiah, HStack, keepPreviousData, Loading, Text, useQuery, WhenVisible } from '@pcb/shared-ui';
import { lazy, Suspense, useState } from 'react';
import { dashboardQueries } from '../api';
import { CHART_HEIGHT } from '../revenue-series';
import { DASHBOARD_TEXTS } from '../texts';
import { DashboardCard } from './dashboard-card';

// uPlot rides in this chunk only: the dashboard's page, never a buyer's.
const RevenueChart = lazy(() => import('./revenue-chart').then((m) => ({ default: m.RevenueChart })));

const PERIODS: { value: RevenuePeriod; label: string }[] = [
  { value: 'day', label: '30 hari' },
  { value: 'month', label: '12 bulan' },
];

/** Paid revenue per day (last 30 days) or per month (last 12 months). */
export function RevenuePanel() {
  const [period, setPeriod] = useState<RevenuePeriod>('day');
  const revenue = useQuery({ ...dashboardQueries.revenue(period), placeholderData: keepPreviousData });
  return (
    <DashboardCard
      title="Pendapatan"
      aside={
        <HStack role="group" aria-label="Periode pendapatan" gap="1">
          {PERIODS.map((option) => (
            <Button
              key={option.value}
              size="sm"
              variant={option.value === period ? 'solid' : 'outline'}
              aria-pressed={option.value === period}
              onClick={() => setPeriod(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </HStack>
      }
    >
      <AsyncContent query={revenue} failure={DASHBOARD_TEXTS.loadFailed}>
        {(series) => (
          <>
            <Text color="fg.muted" fontSize="sm">
              Total periode ini: {formatRupiah(series.points.reduce((sum, point) => sum + point.total, 0))}
            </Text>
            {/* Below a phone's fold: uPlot loads and draws when the chart's place scrolls near. */}
            <WhenVisible minHeight={`${CHART_HEIGHT}px`}>
              <Suspense fallback={<Loading />}>
                <RevenueChart points={series.points} period={series.period} />
              </Suspense>
            </WhenVisible>
          </>
        )}
      </AsyncContent>
    </DashboardCard>
  );
}
