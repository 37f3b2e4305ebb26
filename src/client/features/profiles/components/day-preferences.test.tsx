import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateProfileSchema, type OwnProfile } from '@shared/profiles/profiles.schemas';
import { jsonResponse } from '@client/test/fake-tool-api';
import { makeProfile, renderWithSession, signedInSession } from '@client/test/render-app';
import { DayPreferences } from './day-preferences';

afterEach(() => vi.unstubAllGlobals());

describe('DayPreferences', () => {
  it('shows the zone and day end, and saves a change through PATCH /api/profile', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        expect(`${init?.method} ${String(input)}`).toBe('PATCH /api/profile');
        const body = updateProfileSchema.parse(JSON.parse(String(init?.body)));
        bodies.push(body);
        const profile: OwnProfile = {
          ...makeProfile(),
          badges: [],
          timeZone: body.timeZone ?? 'America/Los_Angeles',
          endOfDayHour: body.endOfDayHour ?? 4,
          restDays: [],
          onboarding: { interests: [], experience: null, done: false },
        };
        return jsonResponse(profile);
      }),
    );
    const user = userEvent.setup();
    renderWithSession(
      <DayPreferences profile={{ timeZone: 'America/Los_Angeles', endOfDayHour: 4 }} />,
      signedInSession(),
    );
    expect(screen.getByTestId('day-preferences').textContent).toMatch(
      /^Your days follow America\/Los_Angeles and end at 04:00/,
    );
    await user.click(screen.getByRole('button', { name: 'Change time zone or day end' }));
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/Denver');
    await user.selectOptions(screen.getByLabelText('My day ends at'), '02:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Change time zone or day end' })).toBeInTheDocument();
    expect(bodies).toEqual([{ timeZone: 'America/Denver', endOfDayHour: 2 }]);
  });
});
