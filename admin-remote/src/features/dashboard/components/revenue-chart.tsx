import type { RevenuePeriod, RevenuePoint } from '@pcb/contract';
import { Box, formatRupiah } from '@pcb/shared-ui';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { CHART_HEIGHT, chartColumns, compactRupiah, pointLabel } from '../revenue-series';

// uPlot's own stylesheet, emitted by webpack as a file of this chunk and linked once.
const UPLOT_CSS = new URL('uplot/dist/uPlot.min.css', import.meta.url).href;

function linkStylesheet() {
  if (document.querySelector(`link[href="${UPLOT_CSS}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = UPLOT_CSS;
  document.head.append(link);
}

const BRAND = '#00A63F';

function chartOptions(points: readonly RevenuePoint[], period: RevenuePeriod, width: number, ink: string): uPlot.Options {
  const axis = { stroke: ink, grid: { stroke: 'rgba(128,128,128,0.2)' }, ticks: { stroke: 'rgba(128,128,128,0.4)' } };
  return {
    width,
    height: CHART_HEIGHT,
    scales: { x: { time: false } },
    legend: { show: false },
    series: [
      { label: period === 'day' ? 'Tanggal' : 'Bulan', value: (_u, index) => (index == null ? '' : pointLabel(points[index]?.date ?? '', period)) },
      {
        label: 'Pendapatan',
        stroke: BRAND,
        width: 2,
        fill: 'rgba(0,166,63,0.12)',
        points: { show: period === 'month' },
        value: (_u, total) => (total == null ? '' : formatRupiah(total)),
      },
    ],
    axes: [
      { ...axis, values: (_u, splits) => splits.map((index) => (Number.isInteger(index) && points[index] ? pointLabel(points[index].date, period) : '')) },
      { ...axis, size: 70, values: (_u, splits) => splits.map((total) => compactRupiah.format(total)) },
    ],
  };
}

/** Paid revenue per day or month, drawn with uPlot (this module is the only one that imports it). */
export function RevenueChart({ points, period }: { points: readonly RevenuePoint[]; period: RevenuePeriod }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    linkStylesheet();
    const chart = new uPlot(chartOptions(points, period, element.clientWidth, getComputedStyle(element).color), chartColumns(points), element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, period]);
  const total = points.reduce((sum, point) => sum + point.total, 0);
  const span = period === 'day' ? `${points.length} hari` : `${points.length} bulan`;
  return (
    <Box
      ref={frame}
      role="img"
      aria-label={`Grafik pendapatan ${span} terakhir, total ${formatRupiah(total)}`}
      width="100%"
      minH={`${CHART_HEIGHT}px`}
      color="fg.muted"
    />
  );
}
