import { SHARE_MAX_DAYS } from '@pcb/contract';

/** A link lasts two weeks unless the buyer picks another day. */
const DEFAULT_DAYS = 14;

/** `YYYY-MM-DD` of the local day `days` after `today`. */
function dayAfter(today: Date, days: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** The days the date field offers: tomorrow … SHARE_MAX_DAYS, two weeks by default. */
export const expiryRange = (today = new Date()) => ({
  min: dayAfter(today, 1),
  max: dayAfter(today, SHARE_MAX_DAYS),
  initial: dayAfter(today, DEFAULT_DAYS),
});
