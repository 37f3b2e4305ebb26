import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultTrustSettings, type TrustSettings } from '@shared/community/trust';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { fakeAdminTrust, fakeAdminTrustApi, type FakeAdminTrust } from '../test/fake-admin-trust-api';
import { trustSettingsGroups } from './trust-settings-fields';
import { TrustSettingsSection } from './trust-settings-form';

afterEach(() => vi.unstubAllGlobals());

const settingsRoute = 'PUT /api/admin/community/trust-settings';

async function renderSettings(state: FakeAdminTrust) {
  vi.stubGlobal('fetch', fakeAdminTrustApi(state));
  renderWithToasts(<TrustSettingsSection />);
  await screen.findByRole('group', { name: 'Reports' });
}

const field = (group: string, label: string) =>
  within(screen.getByRole('group', { name: group })).getByLabelText(label);

/** A number of the settings by its form path ("member.daysVisited"). */
function valueAt(settings: TrustSettings, path: string): number {
  const value = path
    .split('.')
    .reduce<unknown>(
      (at, key) => (typeof at === 'object' && at !== null ? Reflect.get(at, key) : undefined),
      settings,
    );
  if (typeof value !== 'number') throw new Error(`no number at ${path}`);
  return value;
}

describe('TrustSettingsForm', () => {
  it('refuses a hiding score of 0 beside the field and sends nothing', async () => {
    const user = userEvent.setup();
    const state = fakeAdminTrust();
    await renderSettings(state);
    const score = field('Reports', 'Hiding score');

    await user.clear(score);
    await user.type(score, '0');
    await user.click(screen.getByRole('button', { name: 'Save trust levels' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some numbers are out of range');
    expect(score).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('group', { name: 'Reports' })).getByText(/>=\s?1/)).toBeVisible();
    expect(state.writes).toEqual([]);
  });

  it('saves a valid change with the whole settings object', async () => {
    const user = userEvent.setup();
    const state = fakeAdminTrust();
    await renderSettings(state);
    const days = field('Member', 'Days visited');
    expect(days).toHaveValue(15);

    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('button', { name: 'Save trust levels' }));

    expect(await screen.findByText('Trust levels saved')).toBeInTheDocument();
    expect(state.writes).toEqual([
      {
        route: settingsRoute,
        body: { ...defaultTrustSettings, member: { ...defaultTrustSettings.member, daysVisited: 10 } },
      },
    ]);
  });

  it('fills every field with Discourse’s defaults, saved only by Save', async () => {
    const user = userEvent.setup();
    const saved: TrustSettings = {
      basic: { topicsEntered: 7, readMinutes: 30 },
      member: {
        topicsEntered: 40,
        readMinutes: 120,
        daysVisited: 20,
        likesGiven: 5,
        likesReceived: 5,
        repliesWritten: 9,
      },
      firstDay: { topics: 1, replies: 4, secondsBetween: 90 },
      likesPerDay: { new: 5, basic: 10, member: 20 },
      reportHideScore: 9,
    };
    const state = fakeAdminTrust({ settings: saved });
    await renderSettings(state);
    expect(field('Reports', 'Hiding score')).toHaveValue(9);

    await user.click(screen.getByRole('button', { name: 'Restore Discourse’s defaults' }));

    for (const group of trustSettingsGroups)
      for (const { name, label } of group.fields)
        expect(field(group.legend, label), name).toHaveValue(valueAt(defaultTrustSettings, name));
    expect(state.writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save trust levels' }));
    expect(await screen.findByText('Trust levels saved')).toBeInTheDocument();
    expect(state.writes).toEqual([{ route: settingsRoute, body: defaultTrustSettings }]);
  });
});
