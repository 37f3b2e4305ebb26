import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@client/components/ui/toaster';
import { DayFrameProvider } from '@client/lib/member-day';
import { fakeToolApi, type StoredEntry } from '@client/test/fake-tool-api';
import { createTestQueryClient } from '@client/test/test-query-client';
import { HabitTracker } from './habit-tracker';

let entries: StoredEntry[];
let api: ReturnType<typeof fakeToolApi>;
beforeEach(() => {
  entries = [];
  api = fakeToolApi('habit-tracker', entries);
  vi.stubGlobal('fetch', api);
});
afterEach(() => vi.unstubAllGlobals());

function renderTracker() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <DayFrameProvider frame={null}>
        <HabitTracker />
      </DayFrameProvider>
      <Toaster />
    </QueryClientProvider>,
  );
}

async function openNewHabit() {
  const user = userEvent.setup();
  renderTracker();
  await screen.findByRole('heading', { name: 'Start small' });
  await user.click(screen.getByRole('button', { name: 'Add a habit' }));
  return user;
}

describe('HabitForm', () => {
  it('shows the shared schema’s messages on the fields that fail it', async () => {
    const user = await openNewHabit();
    await user.click(screen.getByRole('button', { name: 'Add habit' }));
    const name = screen.getByLabelText('Habit');
    await waitFor(() => expect(name).toHaveAccessibleDescription('The habit cannot be empty.'));

    await user.type(name, 'Stretch');
    await user.click(screen.getByRole('radio', { name: 'On chosen days' }));
    for (const day of ['Monday', 'Wednesday', 'Friday'])
      await user.click(screen.getByRole('button', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Add habit' }));
    const days = screen.getByRole('group', { name: 'On which days' });
    await waitFor(() => expect(days).toHaveAccessibleDescription('Choose at least one day.'));

    await user.click(screen.getByRole('radio', { name: 'A number of times a week' }));
    const times = screen.getByLabelText('Times a week');
    await user.clear(times);
    await user.type(times, '9');
    await user.click(screen.getByRole('button', { name: 'Add habit' }));
    await waitFor(() => expect(times).toHaveAccessibleDescription('Choose a number from 1 to 7.'));
    expect(entries).toEqual([]);
  });

  it('puts the server’s field message on the field when it refuses a new habit, with the toast', async () => {
    const user = await openNewHabit();
    await user.type(screen.getByLabelText('Habit'), 'Walk');
    api.refuseNextWrite({ 'data.name': 'Choose a name you have not used yet.' });
    await user.click(screen.getByRole('button', { name: 'Add habit' }));

    const name = screen.getByLabelText('Habit');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Choose a name you have not used yet.'));
    expect(screen.getByText('Could not add the habit')).toBeInTheDocument();
    expect(name).toHaveValue('Walk');
    expect(entries).toEqual([]);
  });

  it('puts the server’s message about the days on the days when it refuses an edit', async () => {
    const stamp = new Date().toISOString();
    entries.push({
      id: '11111111-1111-4111-8111-111111111111',
      toolKey: 'habit-tracker',
      createdAt: stamp,
      updatedAt: stamp,
      data: { name: 'Stretch', schedule: { type: 'weekdays', days: [1] }, completions: [], archived: false },
    });
    const user = userEvent.setup();
    renderTracker();
    const list = await screen.findByRole('list', { name: 'Your habits' });
    await user.click(within(list).getByRole('button', { name: /Edit/ }));
    api.refuseNextWrite({ 'data.schedule.days': 'Choose days this habit fits.' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const days = screen.getByRole('group', { name: 'On which days' });
    await waitFor(() => expect(days).toHaveAccessibleDescription('Choose days this habit fits.'));
    expect(screen.getByText('Could not save the habit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });
});
