/**
 * date-fns' `format` for the English patterns this app shows, without its locale and token tables (about
 * 6 KiB gzipped on every tool page). Names come from the browser's Intl; the property test checks every
 * supported pattern against date-fns itself. Tokens: yyyy MMMM MMM MM dd d EEEEE EEEE EEE HH mm, and 'quoted'
 * text; anything else is an error, so a new pattern is noticed in a test, not on a member's screen.
 */
const names = (options: Intl.DateTimeFormatOptions) => {
  const formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  return (index: number, base: (i: number) => Date) => formatter.format(base(index));
};
// 2023-01-01 was a Sunday: day i of that week is weekday i (date-fns' day numbering, Sunday = 0).
const weekdayBase = (i: number) => new Date(Date.UTC(2023, 0, 1 + i));
const monthBase = (i: number) => new Date(Date.UTC(2023, i, 1));
const table = (count: number, name: ReturnType<typeof names>, base: (i: number) => Date) =>
  Array.from({ length: count }, (_, i) => name(i, base));

let cached: Record<'MMMM' | 'MMM' | 'EEEE' | 'EEE' | 'EEEEE', string[]> | undefined;
function nameTables() {
  cached ??= {
    MMMM: table(12, names({ month: 'long' }), monthBase),
    MMM: table(12, names({ month: 'short' }), monthBase),
    EEEE: table(7, names({ weekday: 'long' }), weekdayBase),
    EEE: table(7, names({ weekday: 'short' }), weekdayBase),
    EEEEE: table(7, names({ weekday: 'narrow' }), weekdayBase),
  };
  return cached;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const token = /'([^']*)'|yyyy|MMMM|MMM|MM|dd|d|EEEEE|EEEE|EEE|HH|mm|[A-Za-z]/g;

/** Formats a date in local time with a date-fns pattern of the tokens above ("EEEE d MMMM yyyy, HH:mm"). */
export function formatDate(date: Date | number, pattern: string): string {
  const at = new Date(date);
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid time value');
  const t = nameTables();
  return pattern.replace(token, (match, quoted: string | undefined) => {
    if (quoted !== undefined) return quoted;
    switch (match) {
      case 'yyyy':
        return pad(at.getFullYear(), 4);
      case 'MMMM':
        return t.MMMM[at.getMonth()]!;
      case 'MMM':
        return t.MMM[at.getMonth()]!;
      case 'MM':
        return pad(at.getMonth() + 1);
      case 'dd':
        return pad(at.getDate());
      case 'd':
        return String(at.getDate());
      case 'EEEEE':
        return t.EEEEE[at.getDay()]!;
      case 'EEEE':
        return t.EEEE[at.getDay()]!;
      case 'EEE':
        return t.EEE[at.getDay()]!;
      case 'HH':
        return pad(at.getHours());
      case 'mm':
        return pad(at.getMinutes());
      default:
        throw new RangeError(`formatDate does not support the token "${match}"`);
    }
  });
}
