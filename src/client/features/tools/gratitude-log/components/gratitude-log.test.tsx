import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToolApi, type StoredEntry } from '@client/test/fake-tool-api';
import { GratitudeLog } from './gratitude-log';
import { createTestQueryClient } from '@client/test/test-query-client';

function renderLog() {
  const queryClient = createTestQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <GratitudeLog />
    </QueryClientProvider>,
  );
}

let entries: StoredEntry[];
beforeEach(() => {
  sessionStorage.clear();
  entries = [];
  vi.stubGlobal('fetch', fakeToolApi('gratitude-log', entries));
});
afterEach(() => vi.unstubAllGlobals());

describe('GratitudeLog', () => {
  it('teaches how to begin when there are no entries', async () => {
    renderLog();
    expect(await screen.findByRole('heading', { name: 'Your log is empty for now' })).toBeInTheDocument();
    expect(await screen.findByText('Streak: 0 days')).toBeInTheDocument();
  });

  it('keeps the good things being written through a reload, and lets them go once saved', async () => {
    const user = userEvent.setup();
    const first = renderLog();
    await screen.findByText('Streak: 0 days');
    await user.type(screen.getByLabelText('Good thing 1'), 'Tea with Sam');
    first.unmount();

    renderLog();
    await screen.findByText('Streak: 0 days');
    expect(screen.getByText('We kept the entry you were writing. It is not saved yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Good thing 1')).toHaveValue('Tea with Sam');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(entries).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Good thing 1')).toHaveValue(''));
    expect(sessionStorage.getItem('dyl:draft:gratitude')).toBeNull();
    expect(
      screen.queryByText('We kept the entry you were writing. It is not saved yet.'),
    ).not.toBeInTheDocument();
  });

  it('saves up to five good things, leaving blank fields out, and starts the streak', async () => {
    const user = userEvent.setup();
    renderLog();
    await screen.findByText('Streak: 0 days');
    await user.selectOptions(screen.getByLabelText('A prompt, if you would like one'), '');
    await user.type(screen.getByLabelText('Good thing 1'), 'Sunlight on the desk');
    const add = screen.getByRole('button', { name: /Add another/ });
    for (let i = 0; i < 4; i += 1) await user.click(add);
    expect(add).toBeDisabled();
    expect(screen.getByLabelText('Good thing 5')).toHaveFocus();
    await user.type(screen.getByLabelText('Good thing 2'), 'A call from Sam');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));

    await waitFor(() => expect(entries).toHaveLength(1));
    expect(entries[0]?.data).toEqual({ items: ['Sunlight on the desk', 'A call from Sam'] });
    expect(await screen.findByText('Streak: 1 day')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Your gratitude log' });
    expect(within(history).getByText('A call from Sam')).toBeInTheDocument();
    expect(screen.getByLabelText('Good thing 1')).toHaveValue('');
  });

  it('asks for at least one thing before saving', async () => {
    const user = userEvent.setup();
    renderLog();
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByText('Write at least one thing.')).toBeInTheDocument();
    expect(entries).toHaveLength(0);
  });

  it('edits and deletes an entry from the history', async () => {
    const stamp = new Date().toISOString();
    entries.push({
      id: 'e1',
      toolKey: 'gratitude-log',
      createdAt: stamp,
      updatedAt: stamp,
      data: { items: ['Rain'], prompt: 'What sound did you enjoy?' },
    });
    const user = userEvent.setup();
    renderLog();
    const history = await screen.findByRole('region', { name: 'Your gratitude log' });
    expect(await within(history).findByText('What sound did you enjoy?')).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Edit this entry' }));
    const field = within(history).getByLabelText('Good thing 1');
    await user.clear(field);
    await user.type(field, 'Rain on the roof');
    await user.click(within(history).getByRole('button', { name: 'Save changes' }));
    expect(await within(history).findByText('Rain on the roof')).toBeInTheDocument();
    expect(entries[0]?.data).toEqual({ items: ['Rain on the roof'], prompt: 'What sound did you enjoy?' });

    await user.click(within(history).getByRole('button', { name: 'Delete this entry' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Your log is empty for now' })).toBeInTheDocument();
  });
});
