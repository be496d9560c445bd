const DAYS = /(\d+)(?:\s*[-–]\s*(\d+))?/;

/**
 * A courier's estimate in days, the way the shop writes it: `2-3 day`, `2-3 HARI` or `2-3` → `2–3 hari`,
 * `1 day` → `1 hari`. An estimate without a number is shown as the courier wrote it.
 */
export function deliveryEstimate(etd: string): string {
  const days = DAYS.exec(etd);
  if (!days) return etd.trim();
  const [, from, to] = days;
  return to && to !== from ? `${from}–${to} hari` : `${from} hari`;
}
