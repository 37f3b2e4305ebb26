import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { fakeToolApiEachTest, storedEntry } from '@client/test/fake-tool-api';
import { SelfAwarenessJournal } from './self-awareness-journal';

const tool = fakeToolApiEachTest('self-awareness-journal');

function renderJournal() {
  renderWithToasts(<SelfAwarenessJournal />);
}

describe('JournalForm', () => {
  it('shows the shared schema’s message on the field that fails it, and sends nothing', async () => {
    const user = userEvent.setup();
    renderJournal();
    await screen.findByRole('heading', { name: 'Your journal is waiting' });
    await user.click(screen.getByRole('radio', { name: 'Free writing' }));
    const text = screen.getByLabelText('What is on your mind?');
    await user.type(text, '   ');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));

    await waitFor(() => expect(text).toHaveAccessibleDescription('Your entry cannot be empty.'));
    expect(text).toHaveAttribute('aria-invalid', 'true');
    const mood = screen.getByRole('radiogroup', { name: 'How is your mood?' });
    expect(mood).toHaveAccessibleDescription('Choose the mood closest to how you feel.');
    expect(tool.api.writes()).toEqual([]);
  });

  it('puts the server’s field message on the field when it refuses the entry, with the toast', async () => {
    const user = userEvent.setup();
    renderJournal();
    await screen.findByRole('heading', { name: 'Your journal is waiting' });
    await user.click(screen.getByRole('radio', { name: 'Free writing' }));
    const text = screen.getByLabelText('What is on your mind?');
    await user.type(text, 'A long day.');
    await user.click(screen.getByRole('radio', { name: /Okay/ }));
    tool.api.refuseNextWrite({ 'data.text': 'This entry could not be kept as written.' });
    await user.click(screen.getByRole('button', { name: 'Save entry' }));

    await waitFor(() => expect(text).toHaveAccessibleDescription('This entry could not be kept as written.'));
    expect(screen.getByText('Could not save your entry')).toBeInTheDocument();
    expect(screen.getByText('Some fields need attention.')).toBeInTheDocument();
    expect(text).toHaveValue('A long day.');
    expect(tool.entries).toEqual([]);

    // Sent again, the entry is saved and the message goes.
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(tool.entries).toHaveLength(1));
    await waitFor(() => expect(text).toHaveValue(''));
    expect(text).not.toHaveAttribute('aria-invalid');
  });

  it('puts the server’s field message on an entry being edited', async () => {
    const entry = { mode: 'free', text: 'Rain all day.', mood: 2, emotions: [] };
    tool.entries.push(storedEntry('self-awareness-journal', entry));
    const user = userEvent.setup();
    renderJournal();
    const history = await screen.findByRole('region', { name: 'Your journal' });
    await user.click(await within(history).findByRole('button', { name: 'Edit this entry' }));
    tool.api.refuseNextWrite({ 'data.emotions.0': 'Name an emotion in a few words.' });
    await user.click(within(history).getByRole('button', { name: 'Save changes' }));

    const emotions = await within(history).findByRole('group', { name: 'Emotions (optional)' });
    await waitFor(() => expect(emotions).toHaveAccessibleDescription(/Name an emotion in a few words\./));
    expect(screen.getByText('Could not save your changes')).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });
});
