import { calendarDayNumber } from '@shared/api/dates';

/**
 * The pieces of the export's Markdown files, written for the member to read: times in their own time zone,
 * counts with the word that agrees, labelled lists nested by indentation.
 */

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

// Building a formatter costs far more than using one, and an export formats a date per row.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    };
    try {
      formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
    } catch {
      // A zone this runtime does not know (saved by another version): UTC, which the heading names.
      formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

const partsOf = (formatter: Intl.DateTimeFormat, date: Date): Parts =>
  Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));

/** "Sunday 22 November 2026, 09:25": an instant as the clock read where the member lives. */
export function localDateTime(value: Date | string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const p = partsOf(formatterFor(timeZone, true), date);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`;
}

/** "Sunday 22 November 2026": a calendar date (a day of the member's, in no time zone). */
export function calendarDate(value: string): string {
  if (Number.isNaN(calendarDayNumber(value))) return value;
  const p = partsOf(formatterFor('UTC', false), new Date(`${value}T00:00:00Z`));
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** The zone's name, as the files say which clock their times are on. */
export function timeZoneName(timeZone: string): string {
  return formatterFor(timeZone, true).resolvedOptions().timeZone;
}

/** "1 vote", "2 votes": a count with the word that agrees with it. */
export const countOf = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** One item of a Markdown list: a bold label and/or text (which may run over lines), then nested items. */
export interface ListItem {
  label?: string;
  text?: string;
  items?: ListItem[];
}

/** A Markdown list, nested items indented under their parent, a text's further lines kept inside its item. */
export function markdownList(items: ListItem[], depth = 0): string[] {
  const indent = '  '.repeat(depth);
  return items.flatMap((item) => {
    const head = [item.label ? `**${item.label}:**` : '', item.text ?? ''].filter(Boolean).join(' ');
    const [first = '', ...more] = head.split(/\r?\n/);
    return [
      `${indent}- ${first}`.trimEnd(),
      ...more.map((line) => (line.trim() ? `${indent}  ${line}` : '')),
      ...markdownList(item.items ?? [], depth + 1),
    ];
  });
}
