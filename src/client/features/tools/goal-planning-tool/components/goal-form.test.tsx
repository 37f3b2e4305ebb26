import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { fakeToolApi, type StoredEntry } from '@client/test/fake-tool-api';
import { GoalPlanner } from './goal-planner';

let entries: StoredEntry[];
let api: ReturnType<typeof fakeToolApi>;
beforeEach(() => {
  sessionStorage.clear();
  entries = [];
  api = fakeToolApi('goal-planning-tool', entries);
  vi.stubGlobal('fetch', api);
});
afterEach(() => vi.unstubAllGlobals());

function renderPlanner() {
  renderWithToasts(<GoalPlanner />);
}

async function openNewGoal() {
  const user = userEvent.setup();
  renderPlanner();
  await screen.findByRole('heading', { name: 'No goals yet' });
  await user.click(screen.getByRole('button', { name: 'Set a goal' }));
  return user;
}

describe('GoalForm', () => {
  it('shows the shared schema’s message on the field that fails it', async () => {
    const user = await openNewGoal();
    await user.type(screen.getByLabelText('Goal'), '   ');
    await user.type(screen.getByLabelText('Specific'), 'Three runs a week');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));

    const title = screen.getByLabelText('Goal');
    await waitFor(() => expect(title).toHaveAccessibleDescription('The goal cannot be empty.'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Specific')).not.toHaveAttribute('aria-invalid');
    expect(entries).toEqual([]);
  });

  it('puts the server’s field message on the field when it refuses a new goal, with the toast', async () => {
    const user = await openNewGoal();
    await user.type(screen.getByLabelText('Goal'), 'Run a 5 km race');
    await user.type(screen.getByLabelText('Relevant'), 'To feel strong');
    api.refuseNextWrite({ 'data.relevant': 'Say why in your own words.' });
    await user.click(screen.getByRole('button', { name: 'Add goal' }));

    const relevant = screen.getByLabelText('Relevant');
    await waitFor(() => expect(relevant).toHaveAccessibleDescription('Say why in your own words.'));
    expect(screen.getByLabelText('Goal')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Could not add the goal')).toBeInTheDocument();
    expect(relevant).toHaveValue('To feel strong');
    expect(entries).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    await waitFor(() => expect(entries).toHaveLength(1));
    expect(entries[0]?.data).toMatchObject({ title: 'Run a 5 km race', relevant: 'To feel strong' });
  });

  it('brings a refused milestone back into its fields with the server’s message on it', async () => {
    entries.push({
      id: 'g1',
      toolKey: 'goal-planning-tool',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      data: {
        title: 'Run a 5 km race',
        status: 'in-progress',
        milestones: [{ id: 'm1', title: 'Run 2 km non-stop', done: false }],
      },
    });
    const user = userEvent.setup();
    renderPlanner();
    const form = await screen.findByRole('form', { name: 'Add a milestone to Run a 5 km race' });
    await user.type(within(form).getByLabelText('New milestone'), 'Run 4 km');
    // The new milestone is the goal's second: the server names its fields by that place.
    api.refuseNextWrite({ 'data.milestones.1.title': 'Make it a step you can see yourself doing.' });
    await user.click(within(form).getByRole('button', { name: 'Add milestone' }));

    const field = within(form).getByLabelText('New milestone');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Make it a step you can see yourself doing.'),
    );
    expect(field).toHaveValue('Run 4 km');
    expect(screen.getByText('Could not save the milestones')).toBeInTheDocument();
    expect(entries[0]?.data).toMatchObject({ milestones: [{ id: 'm1' }] });
  });
});
