/** The date part of a stored birthday (`1999-04-07T00:00:00.000Z` → `1999-04-07`), whatever the browser's time zone. */
export const birthdayDate = (stored: string) => stored.slice(0, 10);

/** `1999-04-07T00:00:00.000Z` → `07-04-1999`, the spec's date order. */
export function formatBirthday(stored: string): string {
  const [year, month, day] = birthdayDate(stored).split('-');
  return `${day}-${month}-${year}`;
}
