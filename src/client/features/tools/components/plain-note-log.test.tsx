import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToolApiEachTest } from '@client/test/fake-tool-api';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { PlainNoteLog } from './plain-note-log';

const tool = fakeToolApiEachTest('reading-list');

describe('PlainNoteLog', () => {
  it('checks the note by the shared schema, and shows the server’s message on it', async () => {
    const user = userEvent.setup();
    renderWithToasts(<PlainNoteLog toolKey="reading-list" />);
    await screen.findByText('No entries yet');
    const note = screen.getByLabelText('New entry');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription('The note cannot be empty.'));
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(tool.api.writes()).toEqual([]);

    await user.type(note, 'Chapter three');
    tool.api.refuseNextWrite({ 'data.note': 'Name the book too.' });
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription('Name the book too.'));
    expect(screen.getByText('Could not save your entry')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(tool.entries).toHaveLength(1));
    expect(note).toHaveValue('');
  });
});
