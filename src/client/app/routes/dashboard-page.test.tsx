import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@shared/dashboard/dashboard.schemas';
import { habitEntrySchema, intentionEntrySchema, pomodoroEntrySchema } from '@shared/tools/tool-data.schemas';
import { sessionQueryKey } from '@client/features/account/api/session';
import { FocusTimerProvider } from '@client/features/focus-timer/components/focus-timer-provider';
import { focusTimer } from '@client/features/focus-timer/focus-timer-store';
import { IntentionTool } from '@client/features/tools/intention-setting-tool/components/intention-tool';
import { localDay } from '@client/features/tools/intention-setting-tool/intention-days';
import { restoreDeviceTimeZone, setDeviceTimeZone } from '@client/test/device-time-zone';
import { jsonResponse, type StoredEntry } from '@client/test/fake-tool-api';
import { signedInSession } from '@client/test/render-app';
import { createTestQueryClient } from '@client/test/test-query-client';
import { DashboardPage } from './dashboard-page';

const today = localDay(new Date());
// The zone the fake member's days follow: this device's own unless a test says otherwise.
let storedZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A server holding the member's tool entries, whose dashboard is built from them, as the real one is. */
function fakeServer(entries: StoredEntry[]) {
  const of = (toolKey: string) => entries.filter((e) => e.toolKey === toolKey);
  const dashboard = (): Dashboard => {
    const intention = of('intention-setting-tool')
      .map((e) => ({ id: e.id, data: intentionEntrySchema.parse(e.data) }))
      .find((e) => e.data.date === today);
    const focus = of('pomodoro-timer').map((e) => pomodoroEntrySchema.parse(e.data));
    const habits = of('habit-tracker').map((e) => ({ id: e.id, data: habitEntrySchema.parse(e.data) }));
    return {
      firstName: 'Robin',
      today,
      timeZone: storedZone,
      partOfDay: 'morning',
      onboardingDone: true,
      intention: intention
        ? { id: intention.id, ...intention.data, checkedIn: intention.data.checkIn !== undefined }
        : null,
      habits: habits.map(({ id, data }) => ({
        id,
        name: data.name,
        schedule: data.schedule,
        doneToday: data.completions.includes(today),
      })),
      focusMinutesToday: focus.reduce((minutes, session) => minutes + session.duration, 0),
      recommendations: [],
      lastSkill: null,
      streak: { current: 0, skipsLeftThisMonth: 2 },
      recentActivity: [],
    };
  };
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/me/dashboard') return jsonResponse(dashboard());
    const toolKey = /^\/api\/tools\/([^/]+)\/entries$/.exec(url.pathname)?.[1];
    if (!toolKey) return jsonResponse({ error: { code: 'not_found', message: 'Not here.' } }, 404);
    if (init?.method !== 'POST') return jsonResponse({ items: [...of(toolKey)].reverse(), nextCursor: null });
    const stamp = new Date().toISOString();
    const { data } = JSON.parse(String(init.body)) as { data: unknown };
    const entry = { id: `e${entries.length + 1}`, toolKey, createdAt: stamp, updatedAt: stamp, data };
    entries.push(entry);
    return jsonResponse(entry, 201);
  });
}

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

/** The dashboard and two tool screens in one history, with the shell's focus timer, as in the app. */
function renderApp(queryClient = createTestQueryClient()) {
  queryClient.setQueryData(sessionQueryKey, signedInSession());
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <FocusTimerProvider />
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route
            path="/tools/intention-setting-tool"
            element={
              <>
                <BackButton />
                <IntentionTool />
              </>
            }
          />
          <Route path="/tools/pomodoro-timer" element={<BackButton />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Lets the running focus period reach its end, as the provider's tick would once its time has passed. */
function finishFocusPeriod() {
  const endsAt = focusTimer.get().state.endsAt ?? 0;
  const clock = vi.spyOn(Date, 'now').mockReturnValue(endsAt + 1000);
  act(() => focusTimer.tick());
  clock.mockRestore();
}

let entries: StoredEntry[];
beforeEach(() => {
  entries = [];
  vi.stubGlobal('fetch', fakeServer(entries));
  act(() => focusTimer.reset());
});
afterEach(() => {
  act(() => focusTimer.reset());
  vi.unstubAllGlobals();
});

describe('the dashboard, when the app opens on it', () => {
  it('renders with its answers in its first render once its page data is in (main.tsx prefetches it)', async () => {
    const queryClient = createTestQueryClient();
    await DashboardPage.prefetchData(queryClient);
    renderApp(queryClient);
    // No spinner first: the greeting that needs the answer is there at once.
    expect(screen.getByText(/^Good morning\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set today’s intention' })).toBeInTheDocument();
  });
});

describe('the dashboard, when the member comes back to it', () => {
  it('shows the intention just set and the focus session just completed, without a reload', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(await screen.findByRole('link', { name: 'Set today’s intention' }));

    await user.type(await screen.findByLabelText('Your intention'), 'Take a real lunch break');
    await user.click(screen.getByRole('button', { name: 'Set intention' }));
    await screen.findByRole('heading', { name: 'Evening check-in' });
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByText('“Take a real lunch break”')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set today’s intention' })).not.toBeInTheDocument();
    expect(screen.getByText('0 minutes of focus')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Start a focus session' }));
    act(() => focusTimer.start());
    finishFocusPeriod();
    await waitFor(() => expect(entries.filter((e) => e.toolKey === 'pomodoro-timer')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByText('25 minutes of focus')).toBeInTheDocument();
  });
});

describe('a habit ticked on the dashboard', () => {
  it('is put back at once when the save cannot reach the server', async () => {
    const stamp = new Date().toISOString();
    const habit = { name: 'Stretch', schedule: { type: 'daily' }, completions: [], archived: false };
    entries.push({ id: 'h1', toolKey: 'habit-tracker', createdAt: stamp, updatedAt: stamp, data: habit });
    const server = fakeServer(entries);
    // The connection drops a moment after the tap, once the tick is on screen.
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/entries/h1')) return server(input, init);
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderApp();

    await user.click(await screen.findByRole('checkbox', { name: 'Stretch' }));
    expect(screen.getByRole('checkbox', { name: 'Stretch' })).toBeChecked();

    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Stretch' })).not.toBeChecked());
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('/entries/h1'))).toHaveLength(1);
  });
});

describe('a member whose device is in another time zone than their days', () => {
  afterEach(() => {
    restoreDeviceTimeZone();
    storedZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    localStorage.clear();
  });

  it("is offered the device's zone on the dashboard", async () => {
    setDeviceTimeZone('America/Los_Angeles');
    storedZone = 'UTC';
    renderApp();
    expect(
      await screen.findByText(
        'Your device is set to America/Los_Angeles but your days follow UTC. Use America/Los_Angeles?',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use America/Los_Angeles' })).toBeInTheDocument();
  });
});
