import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { journalEntrySchema } from '@shared/tools/entries/self-awareness-journal.schemas';
import { journalSearchPageSchema } from '@shared/tools/journal-search.schemas';
import { apiRequest } from '@client/lib/api-client';
import { toolEntriesOf } from '@client/lib/server-resources';
import { JOURNAL_TOOL_KEY } from '../self-awareness-journal/journal-tool-key';
import { toolEntriesKey, typedEntries } from './tool-entries-api';

/** What the member searches their journal for: words (trimmed) and an emotion tag, each '' for none. */
export interface JournalSearch {
  q: string;
  tag: string;
}

const PAGE_SIZE = 20;

export const journalSearchKey = (search: JournalSearch) =>
  [...toolEntriesKey(JOURNAL_TOOL_KEY), 'search', search.q, search.tag] as const;

/** One page of the member's journal entries matching the search; `cursor` is the previous page's nextCursor. */
export async function fetchJournalSearchPage(
  search: JournalSearch,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (search.q) params.set('q', search.q);
  if (search.tag) params.set('tag', search.tag);
  if (cursor) params.set('cursor', cursor);
  const page = await apiRequest(`/api/tools/${JOURNAL_TOOL_KEY}/search?${params}`, {
    schema: journalSearchPageSchema,
    signal,
  });
  return { ...page, items: typedEntries(journalEntrySchema, page.items) };
}

/**
 * The search over all of the member's journal entries, on the server, a page at a time ("Load more"). Off while
 * there is nothing to search for; a new search keeps the last answer on screen until its own arrives.
 */
export const journalSearchQueryOptions = (search: JournalSearch) =>
  infiniteQueryOptions({
    queryKey: journalSearchKey(search),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchJournalSearchPage(search, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    enabled: search.q !== '' || search.tag !== '',
    placeholderData: keepPreviousData,
    meta: { reads: [toolEntriesOf(JOURNAL_TOOL_KEY)] },
  });

/** `enabled: false` holds the search (one the server would refuse), keeping the last answer on screen. */
export function useJournalSearch(search: JournalSearch, { enabled = true } = {}) {
  const searchable = search.q !== '' || search.tag !== '';
  const query = useInfiniteQuery({ ...journalSearchQueryOptions(search), enabled: enabled && searchable });
  return {
    ...query,
    entries: query.data?.pages.flatMap((page) => page.items) ?? [],
    /** How many entries match in all (the first page's count). */
    matches: query.data?.pages[0]?.matches ?? null,
  };
}
