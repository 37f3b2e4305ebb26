/**
 * A YYYY-MM-DD day as a Date at local midnight, as date-fns' parseISO reads a date alone (its 1.2 KiB is too much
 * for a budgeted tool page to parse a day).
 */
export function dateOfDayKey(key: string): Date {
  const [year = NaN, month = NaN, day = NaN] = key.split('-').map(Number);
  return new Date(year, month - 1, day);
}
