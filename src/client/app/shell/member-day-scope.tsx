import { useMemo, type ReactNode } from 'react';
import { DayFrameProvider } from '@client/lib/member-day';
import { useSessionQuery } from '@client/features/account/api/session';
import { useSession } from '@client/features/account/use-session';

/**
 * Counts "today" below in the member's own zone and day end (their profile, which comes with the session),
 * as the server counts their streaks, dashboard and charts; the device's calendar day without them. Read
 * from the session, which is in before the first render: fetching the own profile here rendered each page a
 * second time when it came in, one long task on a phone (Lighthouse TBT 560 ms on the pomodoro page). The
 * session also says how long the zone keeps its offset, so those days are counted without Intl.
 */
export function MemberDayScope({ children }: { children: ReactNode }) {
  const { profile } = useSession();
  const offsetSpan = useSessionQuery().data?.zoneOffset;
  const timeZone = profile?.timeZone;
  const endOfDayHour = profile?.endOfDayHour;
  const frame = useMemo(
    () =>
      timeZone !== undefined && endOfDayHour !== undefined
        ? { timeZone, endOfDayHour, ...(offsetSpan ? { offsetSpan } : {}) }
        : null,
    [timeZone, endOfDayHour, offsetSpan],
  );
  return <DayFrameProvider frame={frame}>{children}</DayFrameProvider>;
}
