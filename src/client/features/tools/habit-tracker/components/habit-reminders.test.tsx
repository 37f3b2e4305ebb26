import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  reminderInputSchema,
  type Reminder,
  type ReminderSettings,
} from '@shared/reminders/reminders.schemas';
import { DayFrameProvider } from '@client/lib/member-day';
import { fakeToolApi, jsonResponse, storedEntry, type StoredEntry } from '@client/test/fake-tool-api';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { formatTimeOfDay } from '@client/lib/format-clock';
import { HabitTracker } from './habit-tracker';

const STRETCH = '11111111-1111-4111-8111-111111111111';
const WALK = '22222222-2222-4222-8222-222222222222';
const everyDay = [0, 1, 2, 3, 4, 5, 6];

const habit = (id: string, name: string): StoredEntry =>
  storedEntry(
    'habit-tracker',
    { name, schedule: { type: 'daily' }, completions: [], archived: false },
    { id, at: '2026-01-01T00:00:00.000Z' },
  );

const reminder = (habitId: string, time: string, enabled: boolean): Reminder => ({
  id: `r-${habitId}`,
  tool: 'habit-tracker',
  habitId,
  times: [time],
  days: everyDay,
  enabled,
  nextDueAt: null,
});

let settings: ReminderSettings;

beforeEach(() => {
  settings = {
    publicKey: 'B'.repeat(87),
    timeZone: 'Europe/Paris',
    reminders: [],
    preferences: {
      quietStart: null,
      quietEnd: null,
      snoozedUntil: null,
      weeklySummaryEmail: false,
      forumDigestEmail: false,
    },
    devices: [],
  };
});

afterEach(() => vi.unstubAllGlobals());

/**
 * The habit tracker with two habits, on the fake tool API, and the reminder API as the server answers it: every
 * PUT body checked by the server's own schema, and kept, so the settings read afterwards include it.
 */
function renderTracker() {
  const tools = fakeToolApi('habit-tracker', [habit(STRETCH, 'Stretch'), habit(WALK, 'Walk')], {
    data: { order: [STRETCH, WALK] },
  });
  const sent: unknown[] = [];
  let settingsReads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== '/api/reminders') return tools(url, init);
      if (!init?.method || init.method === 'GET') {
        settingsReads += 1;
        return jsonResponse(settings);
      }
      const body: unknown = JSON.parse(String(init.body));
      sent.push(body);
      const input = reminderInputSchema.parse(body);
      const saved: Reminder = { id: 'r-new', habitId: null, nextDueAt: null, ...input };
      settings.reminders = [...settings.reminders.filter((r) => r.habitId !== input.habitId), saved];
      return jsonResponse(saved);
    }),
  );
  renderWithToasts(
    <MemoryRouter>
      <DayFrameProvider frame={null}>
        <HabitTracker />
      </DayFrameProvider>
    </MemoryRouter>,
  );
  return { sent, settingsReads: () => settingsReads };
}

const cardOf = async (name: string) => {
  const card = (await screen.findByRole('heading', { name, level: 3 })).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
};

describe('A habit’s reminder', () => {
  it('is set on the habit: 07:30 sends the habit’s id, and the card then shows it', async () => {
    const user = userEvent.setup();
    const { sent } = renderTracker();
    const card = await cardOf('Stretch');
    const toggle = within(card).getByRole('button', { name: 'Reminder for Stretch' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const form = await within(card).findByRole('form', { name: 'Stretch' });
    expect(within(card).getByText(/No device receives reminders yet/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Profile → Reminders' })).toHaveAttribute(
      'href',
      '/profile#reminders',
    );
    await user.click(within(form).getByRole('checkbox', { name: 'Remind me' }));
    const time = within(form).getByLabelText('At');
    await user.clear(time);
    await user.type(time, '07:30');
    await user.click(within(form).getByRole('button', { name: 'Save the Stretch reminder' }));

    expect(await screen.findByText('Reminder saved', { selector: 'div' })).toBeInTheDocument();
    expect(sent).toEqual([
      { tool: 'habit-tracker', habitId: STRETCH, times: ['07:30'], days: everyDay, enabled: true },
    ]);
    expect(await within(card).findByText(`Reminder at ${formatTimeOfDay('07:30')}`)).toBeInTheDocument();
    expect(within(await cardOf('Walk')).queryByText(/^Reminder at/)).not.toBeInTheDocument();
  });

  it('shows on the card of a habit whose reminder is on, from one read of the settings for all cards', async () => {
    settings.reminders = [reminder(STRETCH, '07:30', true), reminder(WALK, '18:00', false)];
    settings.devices = [{ id: 'd1', label: 'Firefox on Android', createdAt: '2026-01-01T00:00:00.000Z' }];
    const { settingsReads } = renderTracker();
    expect(
      await within(await cardOf('Stretch')).findByText(`Reminder at ${formatTimeOfDay('07:30')}`),
    ).toBeInTheDocument();
    const walk = await cardOf('Walk');
    expect(within(walk).queryByText(/^Reminder at/)).not.toBeInTheDocument();

    await userEvent.setup().click(within(walk).getByRole('button', { name: 'Reminder for Walk' }));
    const form = await within(walk).findByRole('form', { name: 'Walk' });
    expect(within(form).getByLabelText('At')).toHaveValue('18:00');
    expect(within(form).getByRole('checkbox', { name: 'Remind me' })).not.toBeChecked();
    expect(within(walk).queryByText(/No device receives reminders yet/)).not.toBeInTheDocument();
    expect(settingsReads()).toBe(1);
  });

  it('gives each habit’s form ids of its own', async () => {
    const user = userEvent.setup();
    renderTracker();
    for (const name of ['Stretch', 'Walk']) {
      const card = await cardOf(name);
      await user.click(within(card).getByRole('button', { name: `Reminder for ${name}` }));
      await within(card).findByRole('form', { name });
    }
    expect(screen.getAllByRole('form')).toHaveLength(2);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
