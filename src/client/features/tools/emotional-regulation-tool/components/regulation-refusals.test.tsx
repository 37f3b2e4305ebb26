import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tabDraftKey } from '@client/lib/tab-drafts';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { fakeToolApi, type StoredEntry } from '@client/test/fake-tool-api';
import { EmotionalRegulationTool } from './emotional-regulation-tool';

const practice = {
  emotion: 'Anxious',
  emotionGroup: 'Fear',
  intensityBefore: 8,
  skill: 'stop',
  stepsCompleted: 4,
  intensityAfter: 4,
  note: 'Went outside.',
};

let entries: StoredEntry[];
let api: ReturnType<typeof fakeToolApi>;
beforeEach(() => {
  sessionStorage.clear();
  entries = [];
  api = fakeToolApi('emotional-regulation-tool', entries);
  vi.stubGlobal('fetch', api);
});
afterEach(() => vi.unstubAllGlobals());

function renderTool() {
  renderWithToasts(<EmotionalRegulationTool />);
}

describe('the emotional regulation tool, when the server refuses a field', () => {
  it('shows the message on the flow’s note, or takes the member back to the emotion', async () => {
    const flow = { ...practice, stage: 5, practiceStep: 3, note: 'Walked it off.' };
    sessionStorage.setItem(tabDraftKey('emotional-regulation'), JSON.stringify(flow));
    const user = userEvent.setup();
    renderTool();
    await screen.findByText('No practices yet');
    api.refuseNextWrite({ 'data.note': 'Keep the note to a few lines.' });
    await user.click(screen.getByRole('button', { name: /Save/ }));
    const note = screen.getByLabelText('A note for yourself (optional)');
    await waitFor(() => expect(note).toHaveAccessibleDescription('Keep the note to a few lines.'));
    expect(screen.getByText('Could not save your practice')).toBeInTheDocument();

    api.refuseNextWrite({ 'data.emotion': 'Choose one of the emotions offered.' });
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByRole('heading', { level: 2, name: /Part 1 of 5/ })).toBeInTheDocument();
    expect(screen.getByText('Choose one of the emotions offered.')).toBeInTheDocument();
    expect(entries).toEqual([]);
  });

  it('puts the message on the note of a practice being edited', async () => {
    const stamp = new Date().toISOString();
    entries.push({
      id: 'e1',
      toolKey: 'emotional-regulation-tool',
      createdAt: stamp,
      updatedAt: stamp,
      data: practice,
    });
    const user = userEvent.setup();
    renderTool();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    api.refuseNextWrite({ 'data.note': 'Keep the note to a few lines.' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const note = screen.getByLabelText('Note');
    await waitFor(() => expect(note).toHaveAccessibleDescription('Keep the note to a few lines.'));
    expect(note).toHaveValue('Went outside.');
    expect(screen.getByText('Could not save your changes')).toBeInTheDocument();
  });
});
