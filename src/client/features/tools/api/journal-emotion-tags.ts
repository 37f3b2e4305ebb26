import { queryOptions, useQuery } from '@tanstack/react-query';
import { journalEmotionTagsSchema } from '@shared/tools/journal-search.schemas';
import { apiRequest } from '@client/lib/api-client';
import { toolEntriesOf } from '@client/lib/server-resources';
import { JOURNAL_TOOL_KEY } from '../self-awareness-journal/journal-tool-key';
import { toolEntriesKey } from './tool-entries-api';

export const journalEmotionTagsKey = [...toolEntriesKey(JOURNAL_TOOL_KEY), 'emotion-tags'] as const;

export const fetchJournalEmotionTags = (signal?: AbortSignal) =>
  apiRequest(`/api/tools/${JOURNAL_TOOL_KEY}/emotion-tags`, { schema: journalEmotionTagsSchema, signal });

/** The emotions of all the member's journal entries, the most used first: what the search offers by tag. */
export const journalEmotionTagsQueryOptions = () =>
  queryOptions({
    queryKey: journalEmotionTagsKey,
    queryFn: ({ signal }) => fetchJournalEmotionTags(signal),
    select: (answer) => answer.tags,
    meta: { reads: [toolEntriesOf(JOURNAL_TOOL_KEY)] },
  });

/** `enabled` waits until the member has entries: an empty journal has no tags to ask for. */
export function useJournalEmotionTags(enabled: boolean) {
  return useQuery({ ...journalEmotionTagsQueryOptions(), enabled });
}
