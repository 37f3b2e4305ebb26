/**
 * date-fns' `format` for the English patterns this app shows, without its locale and token tables (about
 * 6 KiB gzipped on every tool page), and without Intl: the first Intl call of a page sets up its locale data,
 * 15–50 ms of main thread on a phone, in the middle of the first render. The names are date-fns' en-US names; the
 * property test checks every supported pattern against date-fns itself. Tokens: yyyy MMMM MMM MM dd d EEEEE EEEE
 * EEE HH h mm a, and 'quoted' text; anything else is an error, so a new pattern is noticed in a test, not on a
 * member's screen.
 *
 * Patterns are written day first with a 24-hour clock ("EEE d MMM yyyy, HH:mm"); where the device's language puts
 * the month first (en-US), `formatDate` writes them as that locale does ("EEE, MMM d, yyyy, h:mm a"): one date
 * style across the app, the member's (`dateOrderOf`, shared with the server's Progress summaries).
 */
import { dateOrderOf, type DateOrder } from '@shared/dates/date-order';
import { dayLabel } from '@shared/dates/day-label';

const months = 'January February March April May June July August September October November December'.split(
  ' ',
);
const weekdays = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
const names = {
  MMMM: months,
  MMM: months.map((month) => month.slice(0, 3)),
  EEEE: weekdays,
  EEE: weekdays.map((day) => day.slice(0, 3)),
  EEEEE: weekdays.map((day) => day.slice(0, 1)),
};

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const token = /'([^']*)'|yyyy|MMMM|MMM|MM|dd|d|EEEEE|EEEE|EEE|HH|h|mm|a|[A-Za-z]/g;

/** The device's date order, read on each call (a language change applies on the next render). */
export function dateOrder(): DateOrder {
  return dateOrderOf(typeof navigator === 'undefined' ? undefined : navigator.language);
}

/** A YYYY-MM-DD day in the member's style: "26 Nov 2026" or "Nov 26, 2026" (the shared `dayLabel`). */
export function formatDay(day: string, withYear = true): string {
  return dayLabel(day, withYear, dateOrder());
}

const dayMonth = /(?:(EEEE|EEE) )?\bd (MMMM|MMM)( yyyy)?/g;

/** A day-first, 24-hour pattern as the given order writes it; quoted text is left alone. */
export function localPattern(pattern: string, order: DateOrder): string {
  if (order === 'day-first') return pattern;
  return pattern
    .split(/('[^']*')/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(dayMonth, (_, weekday?: string, month?: string, year?: string) =>
              `${weekday ? `${weekday}, ` : ''}${month} d${year ? ', yyyy' : ''}`,
            )
            .replace(/\bdd\/MM\b/g, 'MM/dd')
            .replace(/\bHH:mm\b/g, 'h:mm a'),
    )
    .join('');
}

/**
 * Formats a date in local time with a date-fns pattern of the tokens above ("EEEE d MMMM yyyy, HH:mm"), in the
 * device's date order (`localPattern`).
 */
export function formatDate(date: Date | number, pattern: string): string {
  return formatPattern(date, localPattern(pattern, dateOrder()));
}

/** date-fns' `format` for the supported tokens, exactly as written. */
export function formatPattern(date: Date | number, pattern: string): string {
  const at = new Date(date);
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid time value');
  return pattern.replace(token, (match, quoted: string | undefined) => {
    if (quoted !== undefined) return quoted;
    switch (match) {
      case 'yyyy':
        return pad(at.getFullYear(), 4);
      case 'MMMM':
        return names.MMMM[at.getMonth()]!;
      case 'MMM':
        return names.MMM[at.getMonth()]!;
      case 'MM':
        return pad(at.getMonth() + 1);
      case 'dd':
        return pad(at.getDate());
      case 'd':
        return String(at.getDate());
      case 'EEEEE':
        return names.EEEEE[at.getDay()]!;
      case 'EEEE':
        return names.EEEE[at.getDay()]!;
      case 'EEE':
        return names.EEE[at.getDay()]!;
      case 'HH':
        return pad(at.getHours());
      case 'h':
        return String(at.getHours() % 12 || 12);
      case 'a':
        return at.getHours() < 12 ? 'AM' : 'PM';
      case 'mm':
        return pad(at.getMinutes());
      default:
        throw new RangeError(`formatDate does not support the token "${match}"`);
    }
  });
}
