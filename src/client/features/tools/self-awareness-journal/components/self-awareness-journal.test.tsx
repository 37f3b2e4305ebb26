import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToolApi, type StoredEntry } from '@client/test/fake-tool-api';
import { deviceConnection, flakyNetwork, restoreOnline } from '@client/test/flaky-network';
import { SelfAwarenessJournal } from './self-awareness-journal';
import { createTestQueryClient } from '@client/test/test-query-client';

function renderJournal(queryClient = createTestQueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <SelfAwarenessJournal />
    </QueryClientProvider>,
  );
}

let entries: StoredEntry[];
beforeEach(() => {
  sessionStorage.clear();
  entries = [];
  vi.stubGlobal('fetch', fakeToolApi('self-awareness-journal', entries));
});
afterEach(() => {
  // Unmounted before the real fetch is back: the outbox sender would otherwise try it.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  restoreOnline();
});

const stored = (id: string, data: unknown): StoredEntry => ({
  id,
  toolKey: 'self-awareness-journal',
  createdAt: `2026-02-0${id.slice(1)}T09:00:00.000Z`,
  updatedAt: `2026-02-0${id.slice(1)}T09:00:00.000Z`,
  data,
});

describe('SelfAwarenessJournal', () => {
  it('saves a free-writing entry with a mood and emotions, suggested and custom', async () => {
    const user = userEvent.setup();
    renderJournal();
    expect(await screen.findByRole('heading', { name: 'Your journal is waiting' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Free writing' }));
    expect(screen.queryByRole('button', { name: 'Another prompt' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByText('Your entry cannot be empty.')).toBeInTheDocument();
    expect(screen.getByText('Choose the mood closest to how you feel.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('What is on your mind?'), 'A heavy morning, a lighter evening.');
    await user.click(screen.getByRole('radio', { name: /Okay/ }));
    await user.click(screen.getByRole('button', { name: 'tired', pressed: false }));
    await user.type(screen.getByLabelText('Another emotion, in your own words'), 'Restless{Enter}');
    expect(screen.getByText('2 of 12 chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save entry' }));

    await waitFor(() => expect(entries).toHaveLength(1));
    expect(entries[0]?.data).toEqual({
      mode: 'free',
      text: 'A heavy morning, a lighter evening.',
      mood: 3,
      emotions: ['tired', 'restless'],
    });
    const history = await screen.findByRole('region', { name: 'Your journal' });
    expect(await within(history).findByText('Mood: 3 of 5 · Okay')).toBeInTheDocument();
  });

  it('keeps an unsaved entry through a reload of the page, and lets it go once saved', async () => {
    const user = userEvent.setup();
    const first = renderJournal();
    await screen.findByRole('heading', { name: 'Your journal is waiting' });
    await user.click(screen.getByRole('radio', { name: 'Free writing' }));
    await user.type(screen.getByLabelText('What is on your mind?'), 'Half a thought');
    await user.click(screen.getByRole('radio', { name: /Okay/ }));
    first.unmount();

    renderJournal();
    await screen.findByRole('heading', { name: 'Your journal is waiting' });
    expect(screen.getByRole('status')).toHaveTextContent('We kept the entry you were writing.');
    expect(screen.getByLabelText('What is on your mind?')).toHaveValue('Half a thought');
    expect(screen.getByRole('radio', { name: /Okay/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(entries).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('What is on your mind?')).toHaveValue(''));
    expect(sessionStorage.getItem('dyl:draft:journal')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Free writing' })).toBeChecked();
  });

  it('offers another guided prompt and saves the prompt with the answer', async () => {
    const user = userEvent.setup();
    renderJournal();
    const before = screen.getByText('Today’s prompt').nextElementSibling?.textContent;
    await user.click(screen.getByRole('button', { name: 'Another prompt' }));
    const after = screen.getByText('Today’s prompt').nextElementSibling?.textContent;
    expect(after).not.toBe(before);
    await user.type(screen.getByLabelText('Your answer'), 'Some thoughts.');
    await user.click(screen.getByRole('radio', { name: /Very good/ }));
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(entries).toHaveLength(1));
    expect(entries[0]?.data).toMatchObject({ mode: 'prompt', prompt: after, mood: 5 });
  });

  it('searches all the entries on the server, by words and by emotion, once typing settles', async () => {
    const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T09:00:00.000Z`;
    entries.push(
      ...Array.from({ length: 25 }, (_, i) => ({
        ...stored(`e${i}`, {
          mode: 'free',
          text: `Meeting number ${i + 1}.`,
          mood: 2,
          emotions: ['anxious'],
        }),
        createdAt: day(i + 1),
      })),
      {
        ...stored('e9', {
          mode: 'free',
          text: 'Walked by the sea.',
          mood: 4,
          emotions: ['calm', 'grateful'],
        }),
        id: 'sea',
      },
    );
    const api = fakeToolApi('self-awareness-journal', entries);
    vi.stubGlobal('fetch', api);
    const searches = () =>
      api.mock.calls
        .map(([input]) => new URL(String(input), 'http://app.test'))
        .filter((url) => url.pathname.endsWith('/search'))
        .map((url) => url.searchParams);
    const user = userEvent.setup();
    renderJournal();
    const history = await screen.findByRole('region', { name: 'Your journal' });
    await within(history).findByText('Walked by the sea.');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Search all of your entries by words or by emotion.',
    );
    expect(screen.queryByText(/loaded entries/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Search by words'), 'MEETING');
    expect(await screen.findByText('25 entries match')).toBeInTheDocument();
    // One search for the settled words, none for each letter typed.
    expect(searches().map((params) => params.get('q'))).toEqual(['MEETING']);
    expect(within(history).queryByText('Walked by the sea.')).not.toBeInTheDocument();
    expect(within(history).getAllByText(/^Meeting number/)).toHaveLength(20);
    await user.click(within(history).getByRole('button', { name: 'Load more matches' }));
    await waitFor(() => expect(within(history).getAllByText(/^Meeting number/)).toHaveLength(25));
    expect(within(history).queryByRole('button', { name: 'Load more matches' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await within(history).findByText('Walked by the sea.')).toBeInTheDocument();
    // The tags are those of all the entries, from the server, the most used first.
    const tags = within(screen.getByLabelText('Search by emotion')).getAllByRole('option');
    expect(tags.map((option) => option.textContent)).toEqual(['Any emotion', 'anxious', 'calm', 'grateful']);
    await user.selectOptions(screen.getByLabelText('Search by emotion'), 'calm');
    expect(await screen.findByText('1 entry matches')).toBeInTheDocument();
    expect(within(history).getByText('Walked by the sea.')).toBeInTheDocument();
    expect(within(history).queryByText(/^Meeting number/)).not.toBeInTheDocument();
    expect(searches().at(-1)?.get('tag')).toBe('calm');

    await user.type(screen.getByLabelText('Search by words'), 'meeting');
    expect(await screen.findByRole('heading', { name: 'No entries match' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No entries match');
    // Typed soon after the words were cleared: searched with the tag alone, then the new words, never the old.
    expect(
      searches()
        .filter((params) => params.get('tag') === 'calm')
        .map((params) => params.get('q')),
    ).toEqual([null, 'meeting']);
  });

  it('says why a search cannot be sent, and sends none', async () => {
    entries.push(stored('e1', { mode: 'free', text: 'One day.', mood: 3, emotions: [] }));
    const api = fakeToolApi('self-awareness-journal', entries);
    vi.stubGlobal('fetch', api);
    const user = userEvent.setup();
    renderJournal();
    await screen.findByText('One day.');
    await user.type(screen.getByLabelText('Search by words'), 'a b c d e f g h i j k');
    expect(await screen.findByText('Search for at most 10 words.')).toBeInTheDocument();
    expect(screen.getByLabelText('Search by words')).toHaveAttribute('aria-invalid', 'true');
    // The words settled as they are (the message follows them): the effects that would send them have run.
    await act(() => Promise.resolve());
    expect(api.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/search?'))).toEqual(
      [],
    );
  });

  it('edits and deletes an entry', async () => {
    entries.push(stored('e1', { mode: 'free', text: 'First draft.', mood: 2, emotions: [] }));
    const user = userEvent.setup();
    renderJournal();
    const history = await screen.findByRole('region', { name: 'Your journal' });
    await within(history).findByText('First draft.');
    await user.click(within(history).getByRole('button', { name: 'Edit this entry' }));
    const field = within(history).getByLabelText('What is on your mind?');
    await user.clear(field);
    await user.type(field, 'Second draft.');
    await user.click(within(history).getByRole('button', { name: 'Save changes' }));
    expect(await within(history).findByText('Second draft.')).toBeInTheDocument();
    expect(entries[0]?.data).toEqual({ mode: 'free', text: 'Second draft.', mood: 2, emotions: [] });

    await user.click(within(history).getByRole('button', { name: 'Delete this entry' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Your journal is waiting' })).toBeInTheDocument();
  });

  describe('without a connection', () => {
    async function writeAndSave(text: string) {
      const user = userEvent.setup();
      await screen.findByRole('heading', { name: 'Your journal is waiting' });
      await user.click(screen.getByRole('radio', { name: 'Free writing' }));
      await user.type(screen.getByLabelText('What is on your mind?'), text);
      await user.click(screen.getByRole('radio', { name: /Okay/ }));
      await user.click(screen.getByRole('button', { name: 'Save entry' }));
    }

    it('offline: the entry waits on the device, survives a reopened journal, and is sent once', async () => {
      const { network, fetch } = flakyNetwork(fakeToolApi('self-awareness-journal', entries));
      vi.stubGlobal('fetch', fetch);
      const connection = deviceConnection();
      const first = renderJournal();
      await screen.findByRole('heading', { name: 'Your journal is waiting' });
      connection.set(false);
      await writeAndSave('Written on the train.');

      const waiting = await screen.findByRole('region', { name: 'Waiting to send' });
      expect(within(waiting).getByText('Written on the train.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText('What is on your mind?')).toHaveValue(''));
      expect(network.postKeys).toEqual([]);
      first.unmount();

      renderJournal();
      expect(await screen.findByRole('region', { name: 'Waiting to send' })).toHaveTextContent(
        'Written on the train.',
      );
      connection.set(true);
      await waitFor(() => expect(entries).toHaveLength(1));
      expect(entries[0]?.data).toMatchObject({ mode: 'free', text: 'Written on the train.', mood: 3 });
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting to send' })).toBeNull());
      expect(network.postKeys).toHaveLength(1);
    });

    it('saves once when the server saved the entry but its answer was lost', async () => {
      const { network, fetch } = flakyNetwork(fakeToolApi('self-awareness-journal', entries));
      vi.stubGlobal('fetch', fetch);
      renderJournal();
      network.mode = 'lose-next-answer';
      await writeAndSave('Said the hard thing.');

      await waitFor(() => expect(network.postKeys).toHaveLength(2), { timeout: 3000 });
      expect(screen.getByLabelText('What is on your mind?')).toHaveValue('');
      expect(entries).toHaveLength(1);
      expect(network.postKeys[1]).toBe(network.postKeys[0]);
    });
  });
});
