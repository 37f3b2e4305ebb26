import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DayFrameProvider } from '@client/lib/member-day';
import { fakeToolApiEachTest, storedEntry } from '@client/test/fake-tool-api';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { HabitTracker } from './habit-tracker';

const tool = fakeToolApiEachTest('habit-tracker');

function renderTracker() {
  renderWithToasts(
    <DayFrameProvider frame={null}>
      <HabitTracker />
    </DayFrameProvider>,
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
    expect(tool.api.writes()).toEqual([]);
  });

  it('puts the server’s field message on the field when it refuses a new habit, with the toast', async () => {
    const user = await openNewHabit();
    await user.type(screen.getByLabelText('Habit'), 'Walk');
    tool.api.refuseNextWrite({ 'data.name': 'Choose a name you have not used yet.' });
    await user.click(screen.getByRole('button', { name: 'Add habit' }));

    const name = screen.getByLabelText('Habit');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Choose a name you have not used yet.'));
    expect(screen.getByText('Could not add the habit')).toBeInTheDocument();
    expect(name).toHaveValue('Walk');
    expect(tool.entries).toEqual([]);
  });

  it('puts the server’s message about the days on the days when it refuses an edit', async () => {
    const habit = {
      name: 'Stretch',
      schedule: { type: 'weekdays', days: [1] },
      completions: [],
      archived: false,
    };
    tool.entries.push(storedEntry('habit-tracker', habit, { id: '11111111-1111-4111-8111-111111111111' }));
    const user = userEvent.setup();
    renderTracker();
    const list = await screen.findByRole('list', { name: 'Your habits' });
    await user.click(within(list).getByRole('button', { name: /Edit/ }));
    tool.api.refuseNextWrite({ 'data.schedule.days': 'Choose days this habit fits.' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const days = screen.getByRole('group', { name: 'On which days' });
    await waitFor(() => expect(days).toHaveAccessibleDescription('Choose days this habit fits.'));
    expect(screen.getByText('Could not save the habit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });
});
