/**
 * A stretch of time in which a time zone's offset from UTC stays the same: from `from` (inclusive) to `until`
 * (exclusive), ISO instants. The server works it out with Intl and sends it with the session, so a page can
 * count the member's days in their zone by arithmetic, without Intl: the first Intl date format of a page sets
 * up its locale data, 10–30 ms of a phone's main thread (memberDayInSpan, shared/progress/member-day.ts).
 * Where no change of offset is found, the span ends where the search stopped: it is then "at least" that long.
 */
export interface ZoneOffsetSpan {
  timeZone: string;
  offsetMinutes: number;
  from: string;
  until: string;
}

/** The span's offset at `at`, or null when `at` is outside it (Intl must answer there). */
export function spanOffsetAt(span: ZoneOffsetSpan, at: Date): number | null {
  const time = at.getTime();
  return time >= Date.parse(span.from) && time < Date.parse(span.until) ? span.offsetMinutes : null;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** How far the search looks back and ahead of now: the charts read up to a year back. */
const REACH_BACK_DAYS = 400;
const REACH_AHEAD_DAYS = 60;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes (Los Angeles in winter: -480). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    if (offsetFormats.size < 1_000) offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  // "GMT-08:00", "GMT+05:45", or "GMT" for an offset of zero.
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
}

/** The first whole minute in (lo, hi] at which `test` holds, given it fails at lo and holds at hi. */
function firstMinuteWhere(lo: number, hi: number, test: (minute: number) => boolean): number {
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (test(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * The span around `now` in which the zone keeps its present offset. Offsets change on whole minutes; the search
 * steps a day at a time (no zone changes twice within a day), then bisects to the minute. `open` says that no
 * change was found ahead within the search's reach.
 */
export function zoneOffsetSpanAt(now: Date, timeZone: string): ZoneOffsetSpan & { open: boolean } {
  const offsetMinutes = zoneOffsetMinutes(now, timeZone);
  const offsetAtMinute = (minute: number) => zoneOffsetMinutes(new Date(minute * MINUTE), timeZone);
  const nowMinute = Math.floor(now.getTime() / MINUTE);
  const dayMinutes = DAY / MINUTE;

  let until: number | null = null;
  for (let day = 1; day <= REACH_AHEAD_DAYS && until === null; day += 1) {
    const probe = nowMinute + day * dayMinutes;
    if (offsetAtMinute(probe) !== offsetMinutes)
      until = firstMinuteWhere(probe - dayMinutes, probe, (m) => offsetAtMinute(m) !== offsetMinutes);
  }
  let from: number | null = null;
  for (let day = 1; day <= REACH_BACK_DAYS && from === null; day += 1) {
    const probe = nowMinute - day * dayMinutes;
    if (offsetAtMinute(probe) !== offsetMinutes)
      from = firstMinuteWhere(probe, probe + dayMinutes, (m) => offsetAtMinute(m) === offsetMinutes);
  }
  return {
    timeZone,
    offsetMinutes,
    from: new Date((from ?? nowMinute - REACH_BACK_DAYS * dayMinutes) * MINUTE).toISOString(),
    until: new Date((until ?? nowMinute + REACH_AHEAD_DAYS * dayMinutes) * MINUTE).toISOString(),
    open: until === null,
  };
}

const spans = new Map<string, ZoneOffsetSpan & { open: boolean }>();

/**
 * The span of the zone's offset now, worked out once per zone and change of offset (a search is a few hundred
 * Intl calls): kept while it covers now, and, when no change was found ahead, while it still reaches a week on.
 */
export function currentZoneOffsetSpan(now: Date, timeZone: string): ZoneOffsetSpan {
  const at = now.getTime();
  let span = spans.get(timeZone);
  const covers =
    span !== undefined &&
    Date.parse(span.from) <= at &&
    at < Date.parse(span.until) - (span.open ? 7 * DAY : 0);
  if (!covers) {
    span = zoneOffsetSpanAt(now, timeZone);
    if (spans.size >= 1_000) spans.clear();
    spans.set(timeZone, span);
  }
  const { open: _open, ...sent } = span!;
  return sent;
}
