import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { fakeToolApiEachTest, storedEntry } from '@client/test/fake-tool-api';
import { localDay } from '../intention-days';
import { IntentionTool } from './intention-tool';

const tool = fakeToolApiEachTest('intention-setting-tool');

function renderTool() {
  renderWithToasts(<IntentionTool />);
}

describe('IntentionForm and CheckInForm', () => {
  it('puts a message about the focus area on the field where it is chosen: the list, or the own words', async () => {
    const user = userEvent.setup();
    renderTool();
    await screen.findByRole('heading', { name: 'Nothing here yet' });
    await user.type(screen.getByLabelText('Your intention'), 'Take a real lunch break');
    tool.api.refuseNextWrite({ 'data.focusArea': 'Choose an area this intention serves.' });
    await user.click(screen.getByRole('button', { name: 'Set intention' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Focus area')).toHaveAccessibleDescription(
        'Choose an area this intention serves.',
      ),
    );
    expect(screen.getByText('Could not save your intention')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Focus area'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Set intention' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your focus area')).toHaveAccessibleDescription(
        'The focus area cannot be empty.',
      ),
    );
    // Only the write the server refused was sent.
    expect(tool.api.writes()).toHaveLength(1);
    expect(tool.entries).toEqual([]);
  });

  it('asks for the check-in rating, and puts the server’s message about the note on the note', async () => {
    const today = { date: localDay(new Date()), intention: 'Listen more', focusArea: 'Relationships' };
    tool.entries.push(storedEntry('intention-setting-tool', today));
    const user = userEvent.setup();
    renderTool();
    await screen.findByRole('heading', { name: 'Evening check-in' });
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    const rating = screen.getByRole('radiogroup', { name: 'How fully did you live this intention?' });
    await waitFor(() => expect(rating).toHaveAccessibleDescription('Choose how fully you lived it today.'));
    expect(tool.api.writes()).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /Mostly/ }));
    const note = screen.getByLabelText('A note for yourself (optional)');
    await user.type(note, 'Phone away at dinner');
    tool.api.refuseNextWrite({ 'data.checkIn.note': 'Keep the note to a few lines.' });
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription('Keep the note to a few lines.'));
    expect(rating).not.toHaveAccessibleDescription('Choose how fully you lived it today.');
    expect(screen.getByText('Could not save your changes')).toBeInTheDocument();
  });
});
