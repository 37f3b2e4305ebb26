import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentBundle } from '@shared/content/content.schemas';
import type { Dashboard } from '@shared/dashboard/dashboard.schemas';
import { habitEntrySchema } from '@shared/tools/tool-data.schemas';
import { contentQueryKey } from '@client/features/library/api/content';
import { jsonResponse } from '@client/test/fake-tool-api';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { DashboardView } from './dashboard-view';

const base: Dashboard = {
  firstName: 'Robin',
  today: '2026-11-23',
  timeZone: 'UTC',
  partOfDay: 'morning',
  onboardingDone: true,
  intention: null,
  habits: [{ id: 'h1', name: 'Stretch', schedule: { type: 'daily' }, doneToday: false }],
  focusMinutesToday: 0,
  recommendations: [],
  lastSkill: null,
  streak: { current: 0, skipsLeftThisMonth: 2 },
  recentActivity: [],
};

// The dashboard reads the content bundle (which tools the member's plan opens); a test that answers nothing else
// answers it with no tools, so each tool shows its plain link.
beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ tools: [] }))));
afterEach(() => vi.unstubAllGlobals());

describe('DashboardView', () => {
  it("says 'Could not fetch recommendations' when they failed", () => {
    renderWithSession(<DashboardView dashboard={{ ...base, recommendations: null }} />, signedInSession());
    expect(screen.getByRole('alert').textContent).toBe('Could not fetch recommendations');
  });

  it("ticks a habit for the member's day with one tap", async () => {
    const entry = {
      id: 'h1',
      toolKey: 'habit-tracker',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      data: { name: 'Stretch', schedule: { type: 'daily' }, completions: ['2026-11-20'], archived: false },
    };
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH')
        return jsonResponse({ ...entry, data: JSON.parse(String(init.body)).data });
      return jsonResponse(entry);
    });
    vi.stubGlobal('fetch', fetch);
    renderWithSession(<DashboardView dashboard={base} />, signedInSession());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Stretch' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(patch[0])).toBe('/api/tools/habit-tracker/entries/h1');
    const sent = habitEntrySchema.parse(JSON.parse(String(patch[1]!.body)).data);
    expect(sent.completions).toEqual(['2026-11-20', '2026-11-23']);
  });

  it('offers to continue an unfinished thought record, linking to the tool', () => {
    renderWithSession(
      <DashboardView
        dashboard={base}
        thoughtRecord={{ step: 3, situation: 'My friend cancelled dinner.', editing: false }}
      />,
      signedInSession(),
    );
    const link = screen.getByRole('link', { name: 'Continue your thought record' });
    expect(link).toHaveAttribute('href', '/tools/thought-record-builder');
    expect(link.parentElement).toHaveTextContent(
      'Not saved yet, stopped at step 3: “My friend cancelled dinner.”',
    );
  });

  it('shortens a long situation and offers nothing without a draft', () => {
    const long = 'A'.repeat(200);
    const { unmount } = renderWithSession(
      <DashboardView dashboard={base} thoughtRecord={{ step: 1, situation: long, editing: true }} />,
      signedInSession(),
    );
    const card = screen.getByRole('link', { name: 'Continue your thought record' }).parentElement!;
    expect(card).toHaveTextContent(`Changes not saved yet, stopped at step 1: “${'A'.repeat(79)}…”`);
    unmount();
    renderWithSession(<DashboardView dashboard={base} />, signedInSession());
    expect(screen.queryByRole('link', { name: 'Continue your thought record' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the library' })).toBeInTheDocument();
  });
});

describe('DashboardView for a member whose plan does not open habits or focus', () => {
  const tool = (id: string, name: string, accessLevel: 'free' | 'premium') => ({
    id,
    name,
    description: '',
    icon: 'x',
    accessLevel,
    order: null,
  });
  const bundle = {
    tools: [
      tool('habit-tracker', 'Habit Tracker', 'premium'),
      tool('pomodoro-timer', 'Pomodoro Timer', 'premium'),
      tool('intention-setting-tool', 'Intention Setting', 'free'),
      tool('mindful-breathing', 'Mindful Breathing', 'free'),
    ],
  } as unknown as ContentBundle;

  it('says what the lowest plan gives and offers a tool they have, never a link to a lock', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(bundle)),
    );
    const { queryClient } = renderWithSession(
      <DashboardView dashboard={{ ...base, habits: [] }} />,
      signedInSession({ subscriptionTier: 'free' }),
    );
    queryClient.setQueryData(contentQueryKey, bundle);
    await screen.findByText(/Habit Tracker comes with the Growth plan/);
    expect(screen.getByText(/Pomodoro Timer comes with the Growth plan/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a habit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start a focus session' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'See what Growth gives' })[0]).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.getByRole('link', { name: 'set an intention for the day' })).toHaveAttribute(
      'href',
      '/tools/intention-setting-tool',
    );
    expect(screen.getByRole('link', { name: 'take a breathing break' })).toHaveAttribute(
      'href',
      '/tools/mindful-breathing',
    );
  });

  it('keeps the plain links for a member whose plan opens them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(bundle)),
    );
    const { queryClient } = renderWithSession(
      <DashboardView dashboard={{ ...base, habits: [] }} />,
      signedInSession({ subscriptionTier: 'growth' }),
    );
    queryClient.setQueryData(contentQueryKey, bundle);
    await screen.findByRole('link', { name: 'Add a habit' });
    expect(screen.getByRole('link', { name: 'Start a focus session' })).toBeInTheDocument();
    expect(screen.queryByText(/comes with the/)).toBeNull();
  });
});
