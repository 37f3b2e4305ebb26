import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ZoneOffsetSpan } from '@shared/dates/zone-offset-span';
import { memberDay, memberDayInSpan, type DayKey } from '@shared/progress/member-day';
import { formatPattern } from './format-date';

/** How the member's days are counted: their time zone, and the hour their day ends (as the server counts). */
export interface DayFrame {
  timeZone: string;
  endOfDayHour: number;
  /** How long the zone keeps its present offset, from the session: the days inside it need no Intl. */
  offsetSpan?: ZoneOffsetSpan;
}

/** Which day an instant counts for, as YYYY-MM-DD. */
export type DayOf = (at: Date) => DayKey;

const DayFrameContext = createContext<DayFrame | null>(null);

/** Gives what is below the member's day frame; null while it is not known yet. */
export function DayFrameProvider({ frame, children }: { frame: DayFrame | null; children: ReactNode }) {
  return <DayFrameContext.Provider value={frame}>{children}</DayFrameContext.Provider>;
}

/**
 * The member's day of an instant, in their zone and after their day end, as the dashboard and the progress
 * pages count it on the server. Without a frame, the device's calendar day: no Intl on a page's first render
 * (the frame arrives with the profile, after it), and what a page outside any frame always showed.
 */
export function dayCounter(frame: DayFrame | null): DayOf {
  if (!frame) return (at) => formatPattern(at, 'yyyy-MM-dd');
  const { timeZone, endOfDayHour, offsetSpan } = frame;
  // The span of this zone (a session read before a change of zone may still carry the old one's).
  const span = offsetSpan?.timeZone === timeZone ? offsetSpan : undefined;
  return (at) =>
    (span ? memberDayInSpan(at, span, endOfDayHour) : null) ?? memberDay(at, timeZone, endOfDayHour);
}

/** The day counter of the nearest DayFrameProvider (the device's calendar day outside one). */
export function useDayOf(): DayOf {
  const frame = useContext(DayFrameContext);
  return useMemo(() => dayCounter(frame), [frame]);
}
