import type { WorkingCalendar } from '@pcb/contract/domain';
import { ConfigError } from '@pcb/contract/server/env';

const WEEKDAYS = /^[0-6](,[0-6])*$/;
const HOURS = /^(\d{1,2})-(\d{1,2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isDate = (text: string) => DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * The centre's working calendar from `REVIEW_WORKING_DAYS` (weekdays, 0 Sunday … 6 Saturday: `1,2,3,4,5`),
 * `REVIEW_WORKING_HOURS` (`08-16`, Asia/Jakarta) and `REVIEW_HOLIDAYS` (`2026-12-25,2027-01-01`).
 */
export function workingCalendar(days: string, hours: string, holidays: string): WorkingCalendar {
  if (!WEEKDAYS.test(days)) throw new ConfigError(`REVIEW_WORKING_DAYS must list weekdays 0 (Sunday) to 6 such as 1,2,3,4,5, got "${days}"`);
  const [, opens, closes] = HOURS.exec(hours)?.map(Number) ?? [];
  if (opens === undefined || !(opens < closes && closes <= 24)) {
    throw new ConfigError(`REVIEW_WORKING_HOURS must be opening and closing hours such as 08-16, got "${hours}"`);
  }
  const dates = holidays
    .split(',')
    .map((date) => date.trim())
    .filter(Boolean);
  const wrong = dates.find((date) => !isDate(date));
  if (wrong) throw new ConfigError(`REVIEW_HOLIDAYS must list dates such as 2026-12-25,2027-01-01, got "${wrong}"`);
  return { weekdays: [...new Set(days.split(',').map(Number))], opens, closes, holidays: new Set(dates) };
}
