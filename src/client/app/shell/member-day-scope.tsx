import { useMemo, type ReactNode } from 'react';
import { DayFrameProvider } from '@client/lib/member-day';
import { useSession } from '@client/features/account/use-session';

/**
 * Counts "today" below in the member's own zone and day end (their profile, which comes with the session),
 * as the server counts their streaks, dashboard and charts; the device's calendar day without them. Read
 * from the session, which is in before the first render: fetching the own profile here rendered each page a
 * second time when it came in, one long task on a phone (Lighthouse TBT 560 ms on the pomodoro page).
 */
export function MemberDayScope({ children }: { children: ReactNode }) {
  const { profile } = useSession();
  const timeZone = profile?.timeZone;
  const endOfDayHour = profile?.endOfDayHour;
  const frame = useMemo(
    () => (timeZone !== undefined && endOfDayHour !== undefined ? { timeZone, endOfDayHour } : null),
    [timeZone, endOfDayHour],
  );
  return <DayFrameProvider frame={frame}>{children}</DayFrameProvider>;
}
