/**
 * The IANA zone this device is set to, or null when the browser does not say. It is an Intl call (the first one
 * of a page sets up Intl, 15–50 ms on a phone): make it when it is needed, not while a page first renders.
 */
export function deviceTimeZone(): string | null {
  try {
    const zone: unknown = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === 'string' && zone.length > 0 ? zone : null;
  } catch {
    return null;
  }
}
