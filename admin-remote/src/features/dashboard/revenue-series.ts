import type { RevenuePeriod, RevenuePoint } from '@pcb/contract';

const MONTH = new Intl.DateTimeFormat('id-ID', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** An axis label: `2026-03-07` → `07/03`, `2026-03` → `Mar 26`. */
export function pointLabel(date: string, period: RevenuePeriod): string {
  const [year, month, day] = date.split('-').map(Number);
  return period === 'day' ? `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}` : MONTH.format(Date.UTC(year, month - 1, 1));
}

/** The chart's columns: x is the point's position (the labels say which day or month), y its revenue. */
export function chartColumns(points: readonly RevenuePoint[]): [number[], number[]] {
  return [points.map((_, index) => index), points.map((point) => point.total)];
}

/** `Rp 1,2 jt` on the axis, where a full `Rp. 1.250.000` would not fit. */
/** The chart's height in pixels, which the panel keeps free before the chart has loaded. */
export const CHART_HEIGHT = 260;

export const compactRupiah = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });
