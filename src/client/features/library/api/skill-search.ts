import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';

// Loaded beside the answer, like the content bundle's (see content.ts).
const skillSearchResultSchema = lazySchema(
  () => import('@shared/content/content.schemas'),
  'skillSearchResultSchema',
);

export const skillSearchQueryKey = (q: string) => ['skill-search', q] as const;

export const fetchSkillSearch = (q: string, signal?: AbortSignal) =>
  apiRequest(`/api/content/search?q=${encodeURIComponent(q)}&limit=50`, {
    schema: skillSearchResultSchema,
    signal,
  });

/** Ranked skill search on the server (bodies of locked skills stay there); off while the query is empty. */
export const skillSearchQueryOptions = (query: string) => {
  const q = query.trim();
  return queryOptions({
    queryKey: skillSearchQueryKey(q),
    queryFn: ({ signal }) => fetchSkillSearch(q, signal),
    enabled: q.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
    // A locked skill's snippet is its title or summary only.
    meta: { reads: ['content', 'membership'] },
  });
};

export function useSkillSearch(query: string) {
  return useQuery(skillSearchQueryOptions(query));
}
