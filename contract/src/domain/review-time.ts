/**
 * A review time kept (issue 37): the shop promises to review a sent request within a number of working days,
 * says so where the buyer sends it, and measures itself against it on the dashboard.
 */
export const REVIEW_DAYS = { min: 1, max: 10, default: 1 } as const;
/** The dashboard's figures cover the reviews decided in this many days up to now. */
export const REVIEW_WINDOW_DAYS = 30;

export const REVIEW_DAYS_MESSAGE = `Waktu review harus berupa bilangan bulat ${REVIEW_DAYS.min} sampai ${REVIEW_DAYS.max} hari kerja!`;

/** The promise as the buyer and the admin read it: `1 hari kerja`. */
export const reviewPromise = (days: number) => `${days} hari kerja`;

/** Asia/Jakarta has no daylight saving: its days start at 17:00 UTC. */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** When the centre works, in Asia/Jakarta: the weekdays (0 Sunday … 6 Saturday), its hours, and the days it is closed. */
export interface WorkingCalendar {
  weekdays: readonly number[];
  /** Whole hours of the day: open from `opens`:00 to `closes`:00. */
  opens: number;
  closes: number;
  /** Public holidays and closures, `YYYY-MM-DD` in Asia/Jakarta. */
  holidays: ReadonlySet<string>;
}

/** Monday to Friday, 08:00 to 16:00, no holidays: until the configuration names them. */
export const DEFAULT_WORKING_CALENDAR: WorkingCalendar = { weekdays: [1, 2, 3, 4, 5], opens: 8, closes: 16, holidays: new Set() };

/** The working window of each Asia/Jakarta day from `from`'s to `to`'s, as UTC milliseconds. */
function* workingWindows(from: number, to: number, calendar: WorkingCalendar): Generator<[number, number]> {
  for (let day = Math.floor((from + JAKARTA_OFFSET_MS) / DAY_MS) * DAY_MS; day <= to + JAKARTA_OFFSET_MS; day += DAY_MS) {
    const date = new Date(day);
    if (!calendar.weekdays.includes(date.getUTCDay()) || calendar.holidays.has(date.toISOString().slice(0, 10))) continue;
    yield [day - JAKARTA_OFFSET_MS + calendar.opens * HOUR_MS, day - JAKARTA_OFFSET_MS + calendar.closes * HOUR_MS];
  }
}

/** Working hours (fractional) between two instants: only the centre's hours on its working days count. */
export function workingHoursBetween(from: Date | string, to: Date | string, calendar: WorkingCalendar = DEFAULT_WORKING_CALENDAR): number {
  const [start, end] = [new Date(from).getTime(), new Date(to).getTime()];
  let worked = 0;
  for (const [opens, closes] of workingWindows(start, end, calendar)) worked += Math.max(0, Math.min(closes, end) - Math.max(opens, start));
  return worked / HOUR_MS;
}

/**
 * When a request sent at `sentAt` must have been reviewed: `days` working days, each the centre's working hours
 * of one day, counted from `sentAt` over its working hours only (weekends, holidays and nights not counted).
 */
export function reviewDueAt(sentAt: Date | string, days: number, calendar: WorkingCalendar = DEFAULT_WORKING_CALENDAR): Date {
  const start = new Date(sentAt).getTime();
  let left = days * (calendar.closes - calendar.opens) * HOUR_MS;
  // A working week exists (the configuration checks it), so a bounded look-ahead always finds the hours.
  const horizon = start + (days + 1) * 14 * DAY_MS + calendar.holidays.size * DAY_MS;
  for (const [opens, closes] of workingWindows(start, horizon, calendar)) {
    const from = Math.max(opens, start);
    if (from >= closes) continue;
    if (left <= closes - from) return new Date(from + left);
    left -= closes - from;
  }
  throw new Error('the working calendar has no working hours');
}
