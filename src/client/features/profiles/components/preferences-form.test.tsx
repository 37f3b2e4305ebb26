import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateProfileSchema, type OwnProfile } from '@shared/profiles/profiles.schemas';
import { Toaster } from '@client/components/ui/toaster';
import { jsonResponse } from '@client/test/fake-tool-api';
import { makeProfile, renderWithSession, signedInSession } from '@client/test/render-app';
import { PreferencesForm } from './preferences-form';

afterEach(() => vi.unstubAllGlobals());

const profile = (): OwnProfile => ({
  ...makeProfile(),
  badges: [],
  timeZone: 'America/Los_Angeles',
  endOfDayHour: 4,
  restDays: [0],
  onboarding: { interests: [], experience: null, done: true },
});

describe('PreferencesForm', () => {
  it('saves rest days with the day fields, and places a refused zone on its field', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const body = updateProfileSchema.parse(JSON.parse(String(init?.body)));
        bodies.push(body);
        if (bodies.length === 2) {
          const message = 'Choose a time zone from the list.';
          return jsonResponse(
            {
              error: {
                code: 'validation_failed',
                message: 'Some fields need attention.',
                fields: { timeZone: message },
              },
            },
            400,
          );
        }
        return jsonResponse({ ...profile(), ...body });
      }),
    );
    const user = userEvent.setup();
    renderWithSession(
      <>
        <PreferencesForm profile={profile()} />
        <Toaster />
      </>,
      signedInSession(),
    );
    await user.click(screen.getByLabelText('Saturday'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ timeZone: 'America/Los_Angeles', endOfDayHour: 4, restDays: [0, 6] });

    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Choose a time zone from the list.')).toBeInTheDocument();
    expect(screen.getByLabelText('Time zone')).toHaveAttribute('aria-invalid', 'true');
  });
});
