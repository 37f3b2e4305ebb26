import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { fakeToolApiEachTest, storedEntry } from '@client/test/fake-tool-api';
import { GratitudeLog } from './gratitude-log';

const tool = fakeToolApiEachTest('gratitude-log');

function renderLog() {
  renderWithToasts(<GratitudeLog />);
}

/** Three fields, the second left blank: the entry's items are the first and the third. */
async function fillFirstAndThird(first: string, third: string) {
  const user = userEvent.setup();
  await screen.findByText('Streak: 0 days');
  await user.click(screen.getByRole('button', { name: /Add another/ }));
  await user.click(screen.getByRole('button', { name: /Add another/ }));
  fireEvent.change(screen.getByLabelText('Good thing 1'), { target: { value: first } });
  fireEvent.change(screen.getByLabelText('Good thing 3'), { target: { value: third } });
  return user;
}

describe('GratitudeForm', () => {
  it('shows the shared schema’s message on the field shown, past the blank ones left out', async () => {
    renderLog();
    const user = await fillFirstAndThird('Tea', 'x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Save entry' }));

    const third = screen.getByLabelText('Good thing 3');
    await waitFor(() =>
      expect(third).toHaveAccessibleDescription('Each item must be at most 500 characters.'),
    );
    expect(third).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Good thing 1')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Good thing 2')).not.toHaveAttribute('aria-invalid');
    expect(tool.api.writes()).toEqual([]);
  });

  it('puts the server’s message about an item on the field that shows it, with the toast', async () => {
    renderLog();
    const user = await fillFirstAndThird('Tea with Sam', 'A quiet walk');
    // The server names the entry's second item: the third field, as the blank second is left out.
    tool.api.refuseNextWrite({ 'data.items.1': 'Say a little more about this one.' });
    await user.click(screen.getByRole('button', { name: 'Save entry' }));

    const third = screen.getByLabelText('Good thing 3');
    await waitFor(() => expect(third).toHaveAccessibleDescription('Say a little more about this one.'));
    expect(screen.getByLabelText('Good thing 1')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Could not save your entry')).toBeInTheDocument();
    expect(third).toHaveValue('A quiet walk');
    expect(tool.entries).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(tool.entries).toHaveLength(1));
    expect(tool.entries[0]?.data).toMatchObject({ items: ['Tea with Sam', 'A quiet walk'] });
  });

  it('puts the server’s message about the list under the list when an edit is refused', async () => {
    tool.entries.push(storedEntry('gratitude-log', { items: ['Rain'] }));
    const user = userEvent.setup();
    renderLog();
    const history = await screen.findByRole('region', { name: 'Your gratitude log' });
    await user.click(await within(history).findByRole('button', { name: 'Edit this entry' }));
    tool.api.refuseNextWrite({ 'data.items': 'These good things could not be kept.' });
    await user.click(within(history).getByRole('button', { name: 'Save changes' }));

    const list = await within(history).findByRole('group', { name: 'Good things' });
    await waitFor(() => expect(list).toHaveAccessibleDescription(/These good things could not be kept\./));
    expect(screen.getByText('Could not save your changes')).toBeInTheDocument();
  });
});
