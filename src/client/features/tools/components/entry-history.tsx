import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { formatDate } from '@client/lib/format-date';
import type { TypedEntry } from '../api/tool-entries-api';

interface EntryHistoryProps<T> {
  title?: string;
  entries: TypedEntry<T>[];
  isPending: boolean;
  /** The entries could not be loaded (offline): said instead of the empty state. */
  unavailable?: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  /** The button that loads the next page (default "Load older entries"). */
  loadMoreLabel?: string;
  /** Shown when there are no entries yet. */
  empty: ReactNode;
  renderEntry: (entry: TypedEntry<T>) => ReactNode;
}

interface EntryPages<T> {
  entries: TypedEntry<T>[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The paging props of EntryHistory, from a `useToolEntries` result. */
export function historyPaging<T>(history: EntryPages<T>) {
  return {
    entries: history.entries,
    isPending: history.isPending,
    unavailable: history.isError && history.entries.length === 0,
    hasNextPage: history.hasNextPage,
    isFetchingNextPage: history.isFetchingNextPage,
    onLoadMore: () => void history.fetchNextPage(),
  };
}

/** A tool's history, newest first, with the date of each entry and "Load more" for older ones. */
export function EntryHistory<T>({
  title = 'History',
  entries,
  isPending,
  unavailable = false,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  loadMoreLabel = 'Load older entries',
  empty,
  renderEntry,
}: EntryHistoryProps<T>) {
  return (
    <section aria-labelledby="history-heading" className="space-y-4">
      <h2 id="history-heading" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {isPending ? (
        <Spinner label="Loading your entries" />
      ) : unavailable ? (
        <p className="text-slate-700">Your earlier entries will show here when you are back online.</p>
      ) : entries.length === 0 ? (
        empty
      ) : (
        <>
          <ul className="space-y-3">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <p className="mb-2 text-sm text-slate-600">
                  <time dateTime={entry.createdAt}>
                    {formatDate(new Date(entry.createdAt), 'EEE d MMM yyyy, HH:mm')}
                  </time>
                </p>
                {renderEntry(entry)}
              </li>
            ))}
          </ul>
          {hasNextPage ? (
            <Button variant="secondary" onClick={onLoadMore} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? 'Loading…' : loadMoreLabel}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
