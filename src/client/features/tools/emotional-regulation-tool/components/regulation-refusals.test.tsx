import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tabDraftKey } from '@client/lib/tab-drafts';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { fakeToolApiEachTest, storedEntry } from '@client/test/fake-tool-api';
import { EmotionalRegulationTool } from './emotional-regulation-tool';

const practice = {
  emotion: 'Frustrated',
  emotionGroup: 'Anger',
  intensityBefore: 7,
  skill: 'tipp',
  stepsCompleted: 2,
  intensityAfter: 5,
  note: 'Went outside.',
};

const tool = fakeToolApiEachTest('emotional-regulation-tool');

function renderTool() {
  renderWithToasts(<EmotionalRegulationTool />);
}

/** A practice at its last part, kept in the tab as a reload would find it. */
function keepFlowInTab(changes: Partial<typeof practice> = {}) {
  const flow = { ...practice, stage: 5, practiceStep: 3, note: 'Walked it off.', ...changes };
  sessionStorage.setItem(tabDraftKey('emotional-regulation'), JSON.stringify(flow));
}

const LONG_NOTE = 'x'.repeat(2001);

describe('the emotional regulation tool, when the shared schema refuses a field', () => {
  it('shows the message on the flow’s note, or takes the member back to the emotion, and sends nothing', async () => {
    keepFlowInTab({ emotion: 'A feeling with a name far too long for it' });
    const user = userEvent.setup();
    renderTool();
    await screen.findByText('No practices yet');
    fireEvent.change(screen.getByLabelText('A note for yourself (optional)'), {
      target: { value: LONG_NOTE },
    });
    await user.click(screen.getByRole('button', { name: /Save/ }));

    expect(await screen.findByRole('heading', { level: 2, name: /Part 1 of 5/ })).toBeInTheDocument();
    expect(screen.getByText('The emotion must be at most 40 characters.')).toBeInTheDocument();
    expect(tool.api.writes()).toEqual([]);
  });

  it('puts the message on the note of a practice being edited, and sends nothing', async () => {
    tool.entries.push(storedEntry('emotional-regulation-tool', practice));
    const user = userEvent.setup();
    renderTool();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const note = screen.getByLabelText('Note');
    fireEvent.change(note, { target: { value: LONG_NOTE } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription('Must be at most 2000 characters.'));
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(tool.api.writes()).toEqual([]);
  });
});

describe('the emotional regulation tool, when the server refuses a field', () => {
  it('shows the message on the flow’s note, or takes the member back to the emotion', async () => {
    keepFlowInTab();
    const user = userEvent.setup();
    renderTool();
    await screen.findByText('No practices yet');
    tool.api.refuseNextWrite({ 'data.note': 'Keep the note to a few lines.' });
    await user.click(screen.getByRole('button', { name: /Save/ }));
    const note = screen.getByLabelText('A note for yourself (optional)');
    await waitFor(() => expect(note).toHaveAccessibleDescription('Keep the note to a few lines.'));
    expect(screen.getByText('Could not save your practice')).toBeInTheDocument();

    tool.api.refuseNextWrite({ 'data.emotion': 'Choose one of the emotions offered.' });
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByRole('heading', { level: 2, name: /Part 1 of 5/ })).toBeInTheDocument();
    expect(screen.getByText('Choose one of the emotions offered.')).toBeInTheDocument();
    expect(tool.entries).toEqual([]);
  });

  it('puts the message on the note of a practice being edited', async () => {
    tool.entries.push(storedEntry('emotional-regulation-tool', practice));
    const user = userEvent.setup();
    renderTool();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    tool.api.refuseNextWrite({ 'data.note': 'Keep the note to a few lines.' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const note = screen.getByLabelText('Note');
    await waitFor(() => expect(note).toHaveAccessibleDescription('Keep the note to a few lines.'));
    expect(note).toHaveValue('Went outside.');
    expect(screen.getByText('Could not save your changes')).toBeInTheDocument();
  });
});
