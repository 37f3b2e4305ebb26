/**
 * The app's one way to write a day, in the member's locale: "26 Nov 2026" where the day comes first (en-GB and
 * most of the world), "Nov 26, 2026" where the month does (en-US); without the year ("26 Nov", "Nov 26") where it
 * is plain from the context. The same words on every page and in what the server writes (Progress summaries, from
 * the request's Accept-Language), so a member never meets ISO dates in one place and another style in the next.
 * English month names, as the rest of the app's text.
 */
import type { DateOrder } from './date-order';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A YYYY-MM-DD as "26 Nov 2026" / "Nov 26, 2026" (by `order`), or without the year; anything else unchanged. */
export function dayLabel(day: string, withYear = true, order: DateOrder = 'day-first'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  const [, year, monthNumber, date] = match;
  const month = MONTHS[Number(monthNumber) - 1] ?? monthNumber;
  if (order === 'month-first') return withYear ? `${month} ${Number(date)}, ${year}` : `${month} ${Number(date)}`;
  return withYear ? `${Number(date)} ${month} ${year}` : `${Number(date)} ${month}`;
}
