import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@shared/dashboard/dashboard.schemas';
import { habitEntrySchema } from '@shared/tools/tool-data.schemas';
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
