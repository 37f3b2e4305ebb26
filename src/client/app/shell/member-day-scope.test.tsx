import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDayOf } from '@client/lib/member-day';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { MemberDayScope } from './member-day-scope';

// 05:00 UTC on 26 November: 21:00 on the 25th in Los Angeles.
const AT = new Date('2026-11-26T05:00:00Z');

function Today() {
  const dayOf = useDayOf();
  return <p>{dayOf(AT)}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('MemberDayScope', () => {
  it('counts the day in the zone and day end the session carries, from the first render, asking nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithSession(
      <MemberDayScope>
        <Today />
      </MemberDayScope>,
      signedInSession({ timeZone: 'America/Los_Angeles', endOfDayHour: 4 }),
    );
    expect(screen.getByText('2026-11-25')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
