import { DASHBOARD_TIME_ZONE, REVENUE_POINTS, type RevenuePeriod } from '@pcb/contract';

const jakartaDay = new Intl.DateTimeFormat('en-CA', { timeZone: DASHBOARD_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The keys of the chart's points, oldest first, ending with the Asia/Jakarta day (`YYYY-MM-DD`) or month
 * (`YYYY-MM`) of `now`. Calendar arithmetic runs on UTC dates built from the Jakarta key, so no offset leaks in.
 */
export function calendarKeys(period: RevenuePeriod, now: Date): string[] {
  const [year, month, day] = jakartaDay.format(now).split('-').map(Number);
  const count = REVENUE_POINTS[period];
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    return period === 'day'
      ? new Date(Date.UTC(year, month - 1, day - back)).toISOString().slice(0, 10)
      : new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7);
  });
}
