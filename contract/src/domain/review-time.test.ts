import { DEFAULT_WORKING_CALENDAR, reviewDueAt, workingHoursBetween, type WorkingCalendar } from './review-time';

// Jakarta is UTC+7: 08:00 WIB is 01:00Z, 16:00 WIB is 09:00Z. 2026-11-27 is a Friday.
const withHolidays = (...dates: string[]): WorkingCalendar => ({ ...DEFAULT_WORKING_CALENDAR, holidays: new Set(dates) });

describe('working hours between two instants', () => {
  it('counts only 08:00 to 16:00 WIB, Monday to Friday', () => {
    expect(workingHoursBetween('2026-11-27T02:00:00Z', '2026-11-27T05:30:00Z')).toBe(3.5);
    // Friday 15:00 WIB to Monday 09:00 WIB: one hour on Friday, one on Monday.
    expect(workingHoursBetween('2026-11-27T08:00:00Z', '2026-11-30T02:00:00Z')).toBe(2);
    // Sent at night, decided before opening: nothing worked.
    expect(workingHoursBetween('2026-11-26T14:00:00Z', '2026-11-27T00:30:00Z')).toBe(0);
  });

  it('skips the holidays the calendar names', () => {
    expect(workingHoursBetween('2026-11-26T01:00:00Z', '2026-11-28T01:00:00Z', withHolidays('2026-11-27'))).toBe(8);
  });
});

describe('when a review is due', () => {
  it('adds a working day as the day’s working hours, carried over nights and weekends', () => {
    // Friday 15:00 WIB + 8 working hours: Monday 15:00 WIB.
    expect(reviewDueAt('2026-11-27T08:00:00Z', 1).toISOString()).toBe('2026-11-30T08:00:00.000Z');
    // Sent on Saturday: the clock starts on Monday at 08:00 WIB; two days end Tuesday 16:00 WIB.
    expect(reviewDueAt('2026-11-28T08:00:00Z', 2).toISOString()).toBe('2026-12-01T09:00:00.000Z');
    // Sent at 20:00 WIB on Monday: due at Tuesday's close.
    expect(reviewDueAt('2026-11-30T13:00:00Z', 1).toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('does not count a holiday', () => {
    expect(reviewDueAt('2026-11-27T08:00:00Z', 1, withHolidays('2026-11-30')).toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('is exactly as many working hours away as promised', () => {
    const sent = '2026-12-03T04:17:00Z';
    const calendar = withHolidays('2026-12-04', '2026-12-07');
    expect(workingHoursBetween(sent, reviewDueAt(sent, 3, calendar), calendar)).toBeCloseTo(24, 6);
  });
});
