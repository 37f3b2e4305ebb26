/**
 * date-fns' `format` for the English patterns this app shows, without its locale and token tables (about
 * 6 KiB gzipped on every tool page), and without Intl: the first Intl call of a page sets up its locale data,
 * 15–50 ms of main thread on a phone, in the middle of the first render. The names are date-fns' en-US names; the
 * property test checks every supported pattern against date-fns itself. Tokens: yyyy MMMM MMM MM dd d EEEEE EEEE
 * EEE HH mm, and 'quoted' text; anything else is an error, so a new pattern is noticed in a test, not on a member's
 * screen.
 */
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
const token = /'([^']*)'|yyyy|MMMM|MMM|MM|dd|d|EEEEE|EEEE|EEE|HH|mm|[A-Za-z]/g;

/** Formats a date in local time with a date-fns pattern of the tokens above ("EEEE d MMMM yyyy, HH:mm"). */
export function formatDate(date: Date | number, pattern: string): string {
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
      case 'mm':
        return pad(at.getMinutes());
      default:
        throw new RangeError(`formatDate does not support the token "${match}"`);
    }
  });
}
