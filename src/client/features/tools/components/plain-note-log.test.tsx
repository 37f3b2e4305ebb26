import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToolApi, type StoredEntry } from '@client/test/fake-tool-api';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { PlainNoteLog } from './plain-note-log';

let entries: StoredEntry[];
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  entries = [];
});

describe('PlainNoteLog', () => {
  it('checks the note by the shared schema, and shows the server’s message on it', async () => {
    const api = fakeToolApi('reading-list', entries);
    vi.stubGlobal('fetch', api);
    const user = userEvent.setup();
    renderWithToasts(<PlainNoteLog toolKey="reading-list" />);
    await screen.findByText('No entries yet');
    const note = screen.getByLabelText('New entry');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription('The note cannot be empty.'));

    await user.type(note, 'Chapter three');
    api.refuseNextWrite({ 'data.note': 'Name the book too.' });
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription('Name the book too.'));
    expect(screen.getByText('Could not save your entry')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(entries).toHaveLength(1));
    expect(note).toHaveValue('');
  });
});
