import { useMemo, type ReactNode } from 'react';
import { DayFrameProvider } from '@client/lib/member-day';
import { useOwnProfile } from '@client/features/profile/api/own-profile';

/**
 * Counts "today" below in the member's own zone and day end (their profile), as the server counts their
 * streaks, dashboard and charts; the device's calendar day until the profile is known.
 */
export function MemberDayScope({ children }: { children: ReactNode }) {
  const { data } = useOwnProfile();
  const timeZone = data?.timeZone;
  const endOfDayHour = data?.endOfDayHour;
  const frame = useMemo(
    () => (timeZone !== undefined && endOfDayHour !== undefined ? { timeZone, endOfDayHour } : null),
    [timeZone, endOfDayHour],
  );
  return <DayFrameProvider frame={frame}>{children}</DayFrameProvider>;
}
