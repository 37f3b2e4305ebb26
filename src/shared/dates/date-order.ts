/**
 * Which comes first when the app writes a date, from the member's language tag (the browser's
 * `navigator.language` on the client, the first tag of Accept-Language on the server): English as written in the
 * United States and the places that follow its style, Canada and the Philippines, or plain "en", puts the month
 * first ("Nov 26, 2026, 1:05 PM"); every other tag puts the day first with a 24-hour clock ("26 Nov 2026, 13:05"),
 * as en-GB, en-AU, en-IE, en-IN and the other languages' own styles do. No Intl: a small table is enough for the two
 * English styles the app writes, and Intl's locale data costs a phone 15–50 ms on first use.
 */
export type DateOrder = 'day-first' | 'month-first';

const MONTH_FIRST_REGIONS = new Set(['US', 'CA', 'PH', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'FM', 'MH', 'PW']);

/** The order for a BCP 47 tag ("en-US", "en_GB", "de") or an Accept-Language header ("en-US,en;q=0.9"). */
export function dateOrderOf(tag: string | null | undefined): DateOrder {
  const first = (tag ?? '').split(/[,;]/, 1)[0]!.trim();
  const [language = '', ...rest] = first.split(/[-_]/);
  if (language.toLowerCase() !== 'en') return 'day-first';
  const region = rest.find((part) => /^[A-Za-z]{2}$|^\d{3}$/.test(part))?.toUpperCase();
  return region === undefined || MONTH_FIRST_REGIONS.has(region) ? 'month-first' : 'day-first';
}
