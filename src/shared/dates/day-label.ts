/**
 * The app's one way to write a day: "26 Nov 2026" (and "26 Nov" where the year is plain from the context), on
 * every page and in the words the server writes (Progress summaries), so a member never meets ISO dates in one
 * place and "26 November 2026" in another. English month names, as the rest of the app's text.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A YYYY-MM-DD as "26 Nov 2026", or "26 Nov" without the year. */
export function dayLabel(day: string, withYear = true): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  const text = `${Number(date)} ${MONTHS[Number(month) - 1] ?? month}`;
  return withYear ? `${text} ${year}` : text;
}
