import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  reminderInputSchema,
  reminderPreferencesInputSchema,
  type ReminderSettings,
} from '@shared/reminders/reminders.schemas';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { RemindersCard } from './reminders-card';

afterEach(() => vi.unstubAllGlobals());

const settings: ReminderSettings = {
  publicKey: 'B'.repeat(87),
  timeZone: 'America/Los_Angeles',
  reminders: [
    {
      id: 'r1',
      tool: 'gratitude-log',
      habitId: null,
      times: ['08:15'],
      days: [1, 3],
      enabled: true,
      nextDueAt: '2026-11-30T16:15:00.000Z',
    },
  ],
  preferences: {
    quietStart: '22:00',
    quietEnd: '07:00',
    snoozedUntil: null,
    weeklySummaryEmail: false,
    forumDigestEmail: false,
  },
  devices: [{ id: 'd1', label: 'Firefox on Android', createdAt: '2026-11-20T10:00:00.000Z' }],
};

/** The reminder API as the card calls it: every body checked by the server's own schemas. */
function renderCard() {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!init?.method || init.method === 'GET') return Response.json(settings);
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ url: `${init.method} ${url}`, body });
      if (url === '/api/reminders') {
        const input = reminderInputSchema.parse(body);
        return Response.json({ id: 'r2', habitId: null, nextDueAt: null, ...input });
      }
      if (url === '/api/reminders/preferences') {
        const input = reminderPreferencesInputSchema.parse(body);
        return Response.json({ ...input, snoozedUntil: null });
      }
      return Response.json({ ok: true });
    }),
  );
  renderWithToasts(
    <MemoryRouter>
      <RemindersCard />
    </MemoryRouter>,
  );
  return sent;
}

describe('RemindersCard', () => {
  it('shows the saved reminders on the member’s clock, and sets the journal’s at 21:00 every day', async () => {
    const user = userEvent.setup();
    const sent = renderCard();
    expect(await screen.findByText(/on your own clock \(America\/Los_Angeles\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'habit tracker' })).toHaveAttribute(
      'href',
      '/tools/habit-tracker',
    );
    const gratitude = screen.getByRole('form', { name: 'Gratitude log' });
    expect(within(gratitude).getByLabelText('At')).toHaveValue('08:15');
    expect(within(gratitude).getByRole('checkbox', { name: 'Remind me' })).toBeChecked();
    expect(within(gratitude).getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    expect(within(gratitude).getByRole('checkbox', { name: 'Tue' })).not.toBeChecked();

    const journal = screen.getByRole('form', { name: 'Journal' });
    await user.click(within(journal).getByRole('checkbox', { name: 'Remind me' }));
    const time = within(journal).getByLabelText('At');
    await user.clear(time);
    await user.type(time, '21:00');
    await user.click(within(journal).getByRole('button', { name: 'Save the Journal reminder' }));
    expect(await screen.findByText('Reminder saved', { selector: 'div' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: 'PUT /api/reminders',
        body: {
          tool: 'self-awareness-journal',
          times: ['21:00'],
          days: [0, 1, 2, 3, 4, 5, 6],
          enabled: true,
        },
      },
    ]);
  });

  it('asks for a day before saving, and sends quiet hours with a snooze and the two emails', async () => {
    const user = userEvent.setup();
    const sent = renderCard();
    const breathing = await screen.findByRole('form', { name: 'Breathing' });
    for (const day of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
      await user.click(within(breathing).getByRole('checkbox', { name: day }));
    await user.click(within(breathing).getByRole('button', { name: 'Save the Breathing reminder' }));
    expect(await within(breathing).findByText('Choose at least one day.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Snooze every reminder'), 'For a day');
    await user.click(screen.getByRole('checkbox', { name: /summary of my week/ }));
    await user.click(screen.getByRole('checkbox', { name: /replied to me or mentioned me in the community/ }));
    await user.click(screen.getByRole('button', { name: 'Save these settings' }));
    await screen.findByText('Reminder settings saved', { selector: 'div' });
    expect(sent).toEqual([
      {
        url: 'PUT /api/reminders/preferences',
        body: {
          quietStart: '22:00',
          quietEnd: '07:00',
          snoozeHours: 24,
          weeklySummaryEmail: true,
          forumDigestEmail: true,
        },
      },
    ]);
  });

  it('lists the devices that get reminders, each removable', async () => {
    const user = userEvent.setup();
    const sent = renderCard();
    const devices = await screen.findByRole('list', { name: 'Devices that receive reminders' });
    expect(within(devices).getAllByRole('listitem')[0]).toHaveTextContent(
      /^Firefox on AndroidAdded 20 Nov 2026/,
    );
    await user.click(within(devices).getByRole('button', { name: 'Remove Firefox on Android' }));
    await screen.findByText('Device removed', { selector: 'div' });
    expect(sent).toEqual([{ url: 'DELETE /api/reminders/devices/d1', body: undefined }]);
  });
});
