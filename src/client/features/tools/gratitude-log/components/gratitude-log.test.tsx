import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToolApi, type StoredEntry } from '@client/test/fake-tool-api';
import { deviceConnection, flakyNetwork, restoreOnline } from '@client/test/flaky-network';
import { waitingEntriesOf } from '@client/lib/entry-outbox';
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
afterEach(() => {
  // Unmounted before the real fetch is back: the outbox sender would otherwise try it.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  restoreOnline();
});

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

  describe('without a connection', () => {
    const saveButton = () => screen.getByRole('button', { name: /Save entry|Saving…/ });
    const waitingSection = () => screen.queryByRole('region', { name: 'Waiting to send' });

    async function writeAndSave(text: string) {
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Good thing 1'), text);
      await user.click(screen.getByRole('button', { name: 'Save entry' }));
    }

    it('offline: keeps the entry on the device as "waiting to send", and sends it once when back online', async () => {
      const { network, fetch } = flakyNetwork(fakeToolApi('gratitude-log', entries));
      vi.stubGlobal('fetch', fetch);
      const connection = deviceConnection();
      renderLog();
      await screen.findByText('Streak: 0 days');
      connection.set(false);
      await writeAndSave('Tea with Sam');

      const waiting = await screen.findByRole('region', { name: 'Waiting to send' });
      expect(within(waiting).getByText('Tea with Sam')).toBeInTheDocument();
      expect(within(waiting).getByText('Waiting to send', { selector: 'span' })).toBeInTheDocument();
      // The form is free for the next entry, and the words are in the device's outbox.
      await waitFor(() => expect(screen.getByLabelText('Good thing 1')).toHaveValue(''));
      expect(saveButton()).toBeEnabled();
      expect((await waitingEntriesOf('member-1')).map((entry) => entry.data)).toMatchObject([
        { items: ['Tea with Sam'] },
      ]);
      expect(network.postKeys).toEqual([]);

      connection.set(true);
      await waitFor(() => expect(entries).toHaveLength(1));
      expect(entries[0]?.data).toMatchObject({ items: ['Tea with Sam'] });
      await waitFor(() => expect(waitingSection()).toBeNull());
      const history = screen.getByRole('region', { name: 'Your gratitude log' });
      expect(await within(history).findAllByText('Tea with Sam')).toHaveLength(1);
      expect(network.postKeys).toHaveLength(1);
      expect(await waitingEntriesOf('member-1')).toEqual([]);
    });

    it('sends what was written offline in the order it was written, each once, also after a reload', async () => {
      const { network, fetch } = flakyNetwork(fakeToolApi('gratitude-log', entries));
      vi.stubGlobal('fetch', fetch);
      const connection = deviceConnection();
      const first = renderLog();
      await screen.findByText('Streak: 0 days');
      connection.set(false);
      for (const text of ['First light', 'A letter', 'Warm socks']) {
        await writeAndSave(text);
        await waitFor(() => expect(screen.getByLabelText('Good thing 1')).toHaveValue(''));
      }
      first.unmount();

      // A reload: a new page with nothing in memory finds them on the device.
      renderLog();
      const waiting = await screen.findByRole('region', { name: 'Waiting to send' });
      expect(
        within(waiting)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringContaining('First light'),
        expect.stringContaining('A letter'),
        expect.stringContaining('Warm socks'),
      ]);
      connection.set(true);
      await waitFor(() => expect(entries).toHaveLength(3));
      // The fake server keeps them in the order they arrived.
      expect(entries.map((entry) => entry.data)).toMatchObject([
        { items: ['First light'] },
        { items: ['A letter'] },
        { items: ['Warm socks'] },
      ]);
      expect(new Set(network.postKeys).size).toBe(3);
      await waitFor(() => expect(waitingSection()).toBeNull());
    });

    it('with the server down: keeps trying with the same key, and saves the entry once it answers', async () => {
      const { network, fetch } = flakyNetwork(fakeToolApi('gratitude-log', entries));
      vi.stubGlobal('fetch', fetch);
      renderLog();
      await screen.findByText('Streak: 0 days');
      network.mode = 'down';
      await writeAndSave('A walk in the rain');

      const waiting = await screen.findByRole('region', { name: 'Waiting to send' });
      expect(within(waiting).getByText('A walk in the rain')).toBeInTheDocument();
      await waitFor(() => expect(network.postKeys.length).toBeGreaterThanOrEqual(2), { timeout: 3000 });

      network.mode = 'up';
      await waitFor(() => expect(entries).toHaveLength(1), { timeout: 5000 });
      await waitFor(() => expect(waitingSection()).toBeNull());
      expect(new Set(network.postKeys).size).toBe(1);
      expect(network.postKeys[0]).toMatch(/^[\x21-\x7e]{8,100}$/);
    });

    it('saves once when the answer to a save that reached the server is lost', async () => {
      const { network, fetch } = flakyNetwork(fakeToolApi('gratitude-log', entries));
      vi.stubGlobal('fetch', fetch);
      renderLog();
      await screen.findByText('Streak: 0 days');
      network.mode = 'lose-next-answer';
      await writeAndSave('Soup from a neighbour');

      await waitFor(() => expect(network.postKeys).toHaveLength(2), { timeout: 3000 });
      expect(entries).toHaveLength(1);
      expect(network.postKeys[1]).toBe(network.postKeys[0]);
      const history = screen.getByRole('region', { name: 'Your gratitude log' });
      expect(await within(history).findAllByText('Soup from a neighbour')).toHaveLength(1);
      await waitFor(() => expect(waitingSection()).toBeNull());
    });

    it('still shows a refusal (not a connection problem) at once, keeping the words in the form only', async () => {
      const api = fakeToolApi('gratitude-log', entries);
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
          init?.method === 'POST'
            ? new Response(JSON.stringify({ error: { code: 'forbidden', message: 'Not on your plan.' } }), {
                status: 403,
              })
            : api(input, init),
        ),
      );
      renderLog();
      await screen.findByText('Streak: 0 days');
      await writeAndSave('Sunlight');
      await waitFor(() => expect(saveButton()).toHaveTextContent('Save entry'));
      expect(screen.getByLabelText('Good thing 1')).toHaveValue('Sunlight');
      expect(waitingSection()).toBeNull();
      expect(await waitingEntriesOf('member-1')).toEqual([]);
    });
  });
});
