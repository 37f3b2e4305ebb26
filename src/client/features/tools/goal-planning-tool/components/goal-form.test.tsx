import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { fakeToolApiEachTest, storedEntry } from '@client/test/fake-tool-api';
import { GoalPlanner } from './goal-planner';

const tool = fakeToolApiEachTest('goal-planning-tool');

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

/** A saved goal with one milestone, and the form that adds the next. */
async function openGoalWithMilestone() {
  const goal = {
    title: 'Run a 5 km race',
    status: 'in-progress',
    milestones: [{ id: 'm1', title: 'Run 2 km non-stop', done: false }],
  };
  tool.entries.push(storedEntry('goal-planning-tool', goal, { id: 'g1' }));
  const user = userEvent.setup();
  renderPlanner();
  const form = await screen.findByRole('form', { name: 'Add a milestone to Run a 5 km race' });
  return { user, form };
}

/**
 * What a browser does with 31/02 typed into a date field, which jsdom cannot: the field's value is '', and only
 * its validity says something was typed that is no day.
 */
function holdImpossibleDate(input: HTMLElement, held = true) {
  Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: held, valid: !held } });
}

const IMPOSSIBLE_DATE = 'Enter a real date, like 26 Nov 2026 — or clear the field.';

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
    expect(tool.api.writes()).toEqual([]);
  });

  it('puts the server’s field message on the field when it refuses a new goal, with the toast', async () => {
    const user = await openNewGoal();
    await user.type(screen.getByLabelText('Goal'), 'Run a 5 km race');
    await user.type(screen.getByLabelText('Relevant'), 'To feel strong');
    tool.api.refuseNextWrite({ 'data.relevant': 'Say why in your own words.' });
    await user.click(screen.getByRole('button', { name: 'Add goal' }));

    const relevant = screen.getByLabelText('Relevant');
    await waitFor(() => expect(relevant).toHaveAccessibleDescription('Say why in your own words.'));
    expect(screen.getByLabelText('Goal')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Could not add the goal')).toBeInTheDocument();
    expect(relevant).toHaveValue('To feel strong');
    expect(tool.entries).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    await waitFor(() => expect(tool.entries).toHaveLength(1));
    expect(tool.entries[0]?.data).toMatchObject({ title: 'Run a 5 km race', relevant: 'To feel strong' });
  });

  it('brings a refused milestone back into its fields with the server’s message on it', async () => {
    const { user, form } = await openGoalWithMilestone();
    await user.type(within(form).getByLabelText('New milestone'), 'Run 4 km');
    // The new milestone is the goal's second: the server names its fields by that place.
    tool.api.refuseNextWrite({ 'data.milestones.1.title': 'Make it a step you can see yourself doing.' });
    await user.click(within(form).getByRole('button', { name: 'Add milestone' }));

    const field = within(form).getByLabelText('New milestone');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Make it a step you can see yourself doing.'),
    );
    expect(field).toHaveValue('Run 4 km');
    expect(screen.getByText('Could not save the milestones')).toBeInTheDocument();
    expect(tool.entries[0]?.data).toMatchObject({ milestones: [{ id: 'm1' }] });
  });
});

describe('an impossible date (issue 32.3)', () => {
  it('is refused on a goal with a message under the date, never saved as no date', async () => {
    const user = await openNewGoal();
    await user.type(screen.getByLabelText('Goal'), 'Run a 5 km race');
    const date = screen.getByLabelText('Time-bound: by when?');
    holdImpossibleDate(date);
    await user.click(screen.getByRole('button', { name: 'Add goal' }));

    await waitFor(() => expect(date).toHaveAccessibleDescription(IMPOSSIBLE_DATE));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(tool.api.writes()).toEqual([]);

    // Cleared by the member, the goal is saved without a date.
    holdImpossibleDate(date, false);
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    await waitFor(() => expect(tool.entries).toHaveLength(1));
    expect(tool.entries[0]?.data).not.toHaveProperty('timeBound');
  });

  it('is refused on a milestone, which keeps what was typed and is not added', async () => {
    const { user, form } = await openGoalWithMilestone();
    await user.type(within(form).getByLabelText('New milestone'), 'Run 4 km');
    const date = within(form).getByLabelText('Due date (optional)');
    holdImpossibleDate(date);
    await user.click(within(form).getByRole('button', { name: 'Add milestone' }));

    await waitFor(() => expect(date).toHaveAccessibleDescription(IMPOSSIBLE_DATE));
    expect(within(form).getByLabelText('New milestone')).toHaveValue('Run 4 km');
    expect(tool.api.writes()).toEqual([]);
    expect(tool.entries[0]?.data).toMatchObject({ milestones: [{ id: 'm1' }] });
  });
});
