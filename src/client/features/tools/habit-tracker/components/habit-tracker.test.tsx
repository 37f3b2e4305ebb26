import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
// Dates computed here the independent way (tests never ship to the browser).
// eslint-disable-next-line no-restricted-imports
import { format, subDays } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReminderSettings } from '@shared/reminders/reminders.schemas';
import { DayFrameProvider, type DayFrame } from '@client/lib/member-day';
import { expectToolBodyAccepted, jsonResponse } from '@client/test/fake-tool-api';
import { HabitTracker } from './habit-tracker';
import { createTestQueryClient } from '@client/test/test-query-client';

const today = format(new Date(), 'yyyy-MM-dd');
const yesterday = format(subDays(new Date(), 1), 'yyyy-MM-dd');

const habit = (
  id: string,
  name: string,
  createdAt: string,
  completions: string[] = [],
  archived = false,
) => ({
  id,
  toolKey: 'habit-tracker',
  createdAt,
  updatedAt: createdAt,
  data: { name, schedule: { type: 'daily' }, completions, archived },
});

const noReminders: ReminderSettings = {
  publicKey: 'B'.repeat(87),
  timeZone: 'UTC',
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

let entries: ReturnType<typeof habit>[];
let order: string[];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  entries = [
    habit('11111111-1111-4111-8111-111111111111', 'Stretch', '2026-01-01T00:00:00.000Z', [yesterday]),
    habit('22222222-2222-4222-8222-222222222222', 'Walk 20 minutes', '2026-01-02T00:00:00.000Z'),
    habit('33333333-3333-4333-8333-333333333333', 'Journal', '2026-01-03T00:00:00.000Z', [], true),
  ];
  order = ['22222222-2222-4222-8222-222222222222'];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    expectToolBodyAccepted('habit-tracker', url, init);
    // The cards' reminder line reads the reminder settings (habit-reminders.test.tsx tests it): none here.
    if (url === '/api/reminders') return jsonResponse(noReminders);
    if (url.includes('/settings'))
      return jsonResponse({ toolKey: 'habit-tracker', data: { order }, updatedAt: null });
    if (init?.method === 'PATCH') {
      const id = url.split('/').at(-1);
      const body = JSON.parse(String(init.body)) as { data: unknown };
      entries = entries.map((e) => (e.id === id ? { ...e, data: body.data as typeof e.data } : e));
      return jsonResponse(entries.find((e) => e.id === id));
    }
    return jsonResponse({ items: [...entries].reverse(), nextCursor: null });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

function renderTracker(frame: DayFrame | null = null) {
  const queryClient = createTestQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <DayFrameProvider frame={frame}>
        <HabitTracker />
      </DayFrameProvider>
    </QueryClientProvider>,
  );
}

describe('HabitTracker', () => {
  it('lists active habits in the saved order, unsaved ones last, and archived ones apart', async () => {
    renderTracker();
    const list = await screen.findByRole('list', { name: 'Your habits' });
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Walk 20 minutes', 'Stretch']);
    const archived = screen.getByRole('region', { name: 'Archived' });
    expect(within(archived).getByText('Journal')).toBeInTheDocument();
    expect(within(archived).getByRole('button', { name: 'Bring back Journal' })).toBeInTheDocument();
  });

  it('labels each of the last seven days and shows the streak', async () => {
    renderTracker();
    await screen.findByRole('heading', { name: 'Stretch' });
    const days = screen.getAllByRole('button', { name: /^Stretch, / });
    expect(days).toHaveLength(7);
    const yesterdayButton = days[5];
    expect(yesterdayButton).toHaveAttribute('aria-pressed', 'true');
    expect(yesterdayButton?.getAttribute('aria-label')).toMatch(/^Stretch, \w+day \d{1,2} \w+, done$/);
    expect(days[6]).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByText('Done 1 day in a row')).toHaveLength(1);
  });

  it('ticks today at once and sends the new completions', async () => {
    renderTracker();
    await screen.findByRole('heading', { name: 'Stretch' });
    const todayButton = screen.getAllByRole('button', { name: /^Stretch, / })[6];
    if (!todayButton) throw new Error('no today button');
    fireEvent.click(todayButton);
    await waitFor(() => expect(todayButton).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText('Done 2 days in a row')).toBeInTheDocument();
    await waitFor(() => {
      const patch = fetchMock.mock.calls.find(
        ([, init]) => (init as RequestInit | undefined)?.method === 'PATCH',
      );
      expect(patch?.[0]).toContain('/api/tools/habit-tracker/entries/11111111-1111-4111-8111-111111111111');
      expect(JSON.parse(String((patch?.[1] as RequestInit).body))).toMatchObject({
        data: { completions: [yesterday, today] },
      });
    });
  });

  it('shows a 12-week calendar of 84 labelled days and a summary of the chart', async () => {
    renderTracker();
    await screen.findByRole('heading', { name: 'Stretch' });
    const card = screen.getByRole('heading', { name: 'Stretch' }).closest('li');
    if (!card) throw new Error('no card');
    fireEvent.click(within(card).getByRole('button', { name: 'Show progress' }));
    const table = await within(card).findByRole('table', { name: 'Stretch: each day of the last 12 weeks' });
    expect(within(table).getAllByRole('cell')).toHaveLength(84);
    expect(within(card).getByText(/Over the last 12 weeks you reached on average/)).toBeInTheDocument();
  });

  it('asks for a name before adding a habit, and teaches how to start when there are none', async () => {
    entries = [];
    renderTracker();
    expect(await screen.findByRole('heading', { name: 'Start small' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a habit' }));
    fireEvent.click(screen.getByRole('radio', { name: 'On chosen days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add habit' }));
    expect(await screen.findByText('The habit cannot be empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("ticks the member's own day: 21:00 in Los Angeles is still the 25th there, the 26th on a UTC clock", async () => {
    // Only Date is faked: the fetches and waits run on real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T05:00:00Z'));
    try {
      entries = [habit('11111111-1111-4111-8111-111111111111', 'Stretch', '2026-01-01T00:00:00.000Z', [])];
      renderTracker({ timeZone: 'America/Los_Angeles', endOfDayHour: 4 });
      await screen.findByRole('heading', { name: 'Stretch' });
      const days = screen.getAllByRole('button', { name: /^Stretch, / });
      expect(days[6]?.getAttribute('aria-label')).toMatch(/^Stretch, Wednesday 25 November/);
      fireEvent.click(days[6]!);
      await waitFor(() => expect(entries[0]?.data.completions).toEqual(['2026-11-25']));
    } finally {
      vi.useRealTimers();
    }
  });
});
