import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { createQueryClient } from './query-client';
import { overlaps, toolEntriesOf, type ServerResource } from './server-resources';

/** A query on screen that reads `reads`, counting its loads (in `loads`, kept when the screen opens again). */
function readerOnScreen(
  queryClient: QueryClient,
  name: string,
  reads: ServerResource[],
  loads = { count: 0 },
) {
  const observer = new QueryObserver(queryClient, {
    queryKey: [name],
    queryFn: () => ++loads.count,
    meta: { reads },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { observer, loads, unsubscribe };
}

const loaded = (...readers: ReturnType<typeof readerOnScreen>[]) =>
  vi.waitFor(() => {
    for (const { observer } of readers) expect(observer.getCurrentResult().status).toBe('success');
  });

function write(queryClient: QueryClient, writes: ServerResource[], result: () => Promise<unknown>) {
  return new MutationObserver(queryClient, { mutationFn: result, meta: { writes } }).mutate();
}

describe('overlaps', () => {
  it('matches a resource with itself and with its parts, never a neighbour', () => {
    expect(overlaps('toolEntries', 'toolEntries:habit-tracker')).toBe(true);
    expect(overlaps('toolEntries:habit-tracker', 'toolEntries')).toBe(true);
    expect(overlaps('forum', 'forum')).toBe(true);
    expect(overlaps('toolEntries:habit-tracker', 'toolEntries:pomodoro-timer')).toBe(false);
    expect(overlaps('toolEntries', 'toolSettings')).toBe(false);
  });
});

describe('a write refreshes what reads it', () => {
  it('fetches the dashboard on screen again after a tool write, and not the forum', async () => {
    const queryClient = createQueryClient();
    const dashboard = readerOnScreen(queryClient, 'dashboard', ['toolEntries', 'profile']);
    const forum = readerOnScreen(queryClient, 'forum', ['forum']);
    await loaded(dashboard, forum);

    await write(queryClient, [toolEntriesOf('intention-setting-tool')], async () => 'saved');

    expect(dashboard.loads.count).toBe(2);
    expect(forum.loads.count).toBe(1);
  });

  it('makes a screen opened after the write load again within the staleTime; others keep their cache', async () => {
    const queryClient = createQueryClient();
    const dashboard = readerOnScreen(queryClient, 'dashboard', ['toolEntries']);
    const forum = readerOnScreen(queryClient, 'forum', ['forum']);
    await loaded(dashboard, forum);
    dashboard.unsubscribe();
    forum.unsubscribe();

    await write(queryClient, [toolEntriesOf('pomodoro-timer')], async () => 'saved');
    expect(dashboard.loads.count).toBe(1);

    const dashboardAgain = readerOnScreen(queryClient, 'dashboard', ['toolEntries'], dashboard.loads);
    const forumAgain = readerOnScreen(queryClient, 'forum', ['forum'], forum.loads);
    await vi.waitFor(() => expect(dashboardAgain.observer.getCurrentResult().data).toBe(2));
    expect(forumAgain.observer.getCurrentResult().data).toBe(1);
    expect(forumAgain.observer.getCurrentResult().isFetching).toBe(false);
  });

  it('refreshes after a refusal too: the screen may show what the server does not hold', async () => {
    const queryClient = createQueryClient();
    const post = readerOnScreen(queryClient, 'post', ['forum']);
    await loaded(post);

    const refused = write(queryClient, ['forum'], () =>
      Promise.reject(new ApiRequestError(409, 'already_voted', 'You can only vote once per poll.')),
    );
    await expect(refused).rejects.toThrow('once per poll');

    await vi.waitFor(() => expect(post.loads.count).toBe(2));
  });

  it('only marks the readers stale when the server could not be reached', async () => {
    const queryClient = createQueryClient();
    const dashboard = readerOnScreen(queryClient, 'dashboard', ['toolEntries']);
    await loaded(dashboard);

    const offline = write(queryClient, ['toolEntries'], () =>
      Promise.reject(new ApiRequestError(0, 'network', 'Could not reach Design Your Life.')),
    );
    await expect(offline).rejects.toThrow('Could not reach');

    expect(dashboard.observer.getCurrentResult().isStale).toBe(true);
    expect(dashboard.observer.getCurrentResult().isFetching).toBe(false);
    expect(dashboard.loads.count).toBe(1);
  });

  it('does not take an answer read before the write for fresh, when its screen was left meanwhile', async () => {
    const queryClient = createQueryClient();
    let stored = 'before';
    const dashboard = {
      queryKey: ['dashboard'],
      // Reads what is stored now, answers a little later, like a request on a slow network.
      queryFn: async () => {
        const read = stored;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return read;
      },
      meta: { reads: ['toolEntries'] as ServerResource[] },
    };
    const onScreen = new QueryObserver(queryClient, dashboard);
    const leave = onScreen.subscribe(() => {});
    await vi.waitFor(() => expect(onScreen.getCurrentResult().data).toBe('before'));
    const reloading = onScreen.refetch();
    leave();

    await write(queryClient, [toolEntriesOf('pomodoro-timer')], async () => {
      stored = 'after';
    });
    await reloading;

    const back = new QueryObserver(queryClient, dashboard);
    back.subscribe(() => {});
    await vi.waitFor(() => expect(back.getCurrentResult().data).toBe('after'));
  });

  it('shows a write made while the first load was still in flight', async () => {
    const queryClient = createQueryClient();
    let stored = ['first'];
    const observer = new QueryObserver(queryClient, {
      queryKey: ['entries'],
      // Reads what is stored now, answers a little later, like a request on a slow network.
      queryFn: async () => {
        const read = [...stored];
        await new Promise((resolve) => setTimeout(resolve, 20));
        return read;
      },
      meta: { reads: ['toolEntries:gratitude-log'] },
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching');

    await write(queryClient, [toolEntriesOf('gratitude-log')], async () => {
      stored = ['second', ...stored];
    });

    expect(queryClient.getQueryData(['entries'])).toEqual(['second', 'first']);
    unsubscribe();
  });
});
