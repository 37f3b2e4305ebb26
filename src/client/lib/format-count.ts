/**
 * A whole number with thousands separators, as `n.toLocaleString('en')` writes it ("12,345"), without Intl:
 * the first Intl call of a page sets up its locale data (15–50 ms of main thread on a phone-class CPU), which
 * the forum's counts would otherwise pay in the middle of the page's first render.
 */
export function formatCount(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
