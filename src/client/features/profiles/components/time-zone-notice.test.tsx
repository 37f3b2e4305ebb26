import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateProfileSchema, type OwnProfile } from '@shared/profiles/profiles.schemas';
import { restoreDeviceTimeZone, setDeviceTimeZone } from '@client/test/device-time-zone';
import { jsonResponse } from '@client/test/fake-tool-api';
import { makeProfile, renderWithSession, signedInSession } from '@client/test/render-app';
import { TimeZoneNotice } from './time-zone-notice';

const question =
  'Your device is set to America/Los_Angeles but your days follow UTC. Use America/Los_Angeles?';

/** The profile API: PATCH /api/profile, its body checked against the shared contract. */
function fakeProfileApi() {
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname !== '/api/profile' || init?.method !== 'PATCH')
      return jsonResponse({ error: { code: 'not_found', message: 'Not here.' } }, 404);
    const body = updateProfileSchema.parse(JSON.parse(String(init.body)));
    bodies.push(body);
    const profile: OwnProfile = {
      ...makeProfile(),
      badges: [],
      timeZone: body.timeZone ?? 'UTC',
      endOfDayHour: 4,
      restDays: [],
      onboarding: { interests: [], experience: null, done: true },
    };
    return jsonResponse(profile);
  });
  vi.stubGlobal('fetch', fetch);
  return { bodies };
}

beforeEach(() => setDeviceTimeZone('America/Los_Angeles'));
afterEach(() => {
  restoreDeviceTimeZone();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('TimeZoneNotice', () => {
  it("offers the device's zone when the member's days follow another, and saves it", async () => {
    const api = fakeProfileApi();
    const user = userEvent.setup();
    renderWithSession(<TimeZoneNotice storedZone="UTC" />, signedInSession());
    expect(await screen.findByText(question)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use America/Los_Angeles' }));
    await waitFor(() => expect(screen.queryByText(question)).not.toBeInTheDocument());
    expect(api.bodies).toEqual([{ timeZone: 'America/Los_Angeles' }]);
  });

  it('says nothing when the days follow the same zone, also by another name', async () => {
    fakeProfileApi();
    // Each offer loads its code, then reads the device's zone.
    renderWithSession(
      <>
        <TimeZoneNotice storedZone="America/Los_Angeles" />
        <TimeZoneNotice storedZone="US/Pacific" />
        <TimeZoneNotice storedZone="UTC" />
      </>,
      signedInSession(),
    );
    expect(await screen.findAllByText(/Your device is set to/)).toHaveLength(1);
  });

  it('remembers "Keep" on this device for that pair of zones only', async () => {
    const api = fakeProfileApi();
    const user = userEvent.setup();
    const first = renderWithSession(<TimeZoneNotice storedZone="UTC" />, signedInSession());
    await user.click(await screen.findByRole('button', { name: 'Keep UTC' }));
    expect(screen.queryByText(question)).not.toBeInTheDocument();
    first.unmount();

    // Another visit: the same pair stays quiet, a new one is offered.
    renderWithSession(
      <>
        <TimeZoneNotice storedZone="UTC" />
        <TimeZoneNotice storedZone="Europe/Berlin" />
      </>,
      signedInSession(),
    );
    expect(
      await screen.findByText(
        'Your device is set to America/Los_Angeles but your days follow Europe/Berlin. Use America/Los_Angeles?',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(question)).not.toBeInTheDocument();
    expect(api.bodies).toEqual([]);
  });

  it("does not ask the device for its zone when its offset now is the stored zone's (the same days)", async () => {
    fakeProfileApi();
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    const deviceOffset = -new Date().getTimezoneOffset();
    renderWithSession(<TimeZoneNotice storedZone="UTC" />, withZoneOffset('UTC', deviceOffset));
    expect(screen.queryByText(question)).not.toBeInTheDocument();
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();

    // Offsets that differ, or a span of another zone: the device is asked, and its zone offered.
    renderWithSession(<TimeZoneNotice storedZone="UTC" />, withZoneOffset('UTC', 0));
    renderWithSession(<TimeZoneNotice storedZone="UTC" />, withZoneOffset('Europe/Paris', deviceOffset));
    expect(await screen.findAllByText(question)).toHaveLength(2);
  });
});

/** A session whose zone offset span (as the server sends it) gives `zone` this offset around now. */
function withZoneOffset(zone: string, offsetMinutes: number) {
  const day = 86_400_000;
  return {
    ...signedInSession(),
    zoneOffset: {
      timeZone: zone,
      offsetMinutes,
      from: new Date(Date.now() - day).toISOString(),
      until: new Date(Date.now() + day).toISOString(),
    },
  };
}
