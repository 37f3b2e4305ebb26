import { useState } from 'react';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useJournalEmotionTags } from '../api/journal-emotion-tags';
import { useJournalSearch } from '../api/journal-search';
import { describeMatches, isSearching, searchProblem, type JournalFilter } from './journal-search';

/** How long typing must pause before the words are searched for. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The journal's search on the server: what the member typed and chose, the matching entries once typing
 * settles, the emotion tags of all their entries, and what the status line says. Clearing the words shows the
 * history at once.
 */
export function useJournalSearchState(hasEntries: boolean) {
  const [filter, setFilter] = useState<JournalFilter>({ text: '', tag: '' });
  const typed = filter.text.trim();
  const q = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS, { immediate: typed === '' });
  const search = { q, tag: filter.tag };
  const problem = searchProblem({ text: search.q, tag: search.tag });
  const results = useJournalSearch(search, { enabled: !problem });
  const tags = useJournalEmotionTags(hasEntries).data ?? [];
  const active = isSearching(filter);

  let status = 'Search all of your entries by words or by emotion.';
  if (active && problem) status = '';
  else if (active && results.isError)
    status = 'The search did not go through. Check your connection and try again.';
  else if (active && (typed !== search.q || results.isPending || results.isPlaceholderData))
    status = 'Searching…';
  else if (active && results.matches) status = describeMatches(results.matches);

  return {
    filter,
    setFilter,
    active,
    problem,
    status,
    results,
    /** The tag chosen stays offered even once no entry carries it any more. */
    tags: filter.tag && !tags.includes(filter.tag) ? [filter.tag, ...tags] : tags,
  };
}
