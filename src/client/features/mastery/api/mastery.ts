import { useQuery } from '@tanstack/react-query';
import { masteryListSchema } from '@shared/mastery/mastery.schemas';
import { apiRequest } from '@client/lib/api-client';

export const masteryQueryKey = (categoryId: string | null) => ['mastery', categoryId ?? 'all'] as const;

export const fetchMastery = (categoryId: string | null, signal?: AbortSignal) =>
  apiRequest(`/api/me/mastery${categoryId === null ? '' : `?${new URLSearchParams({ categoryId })}`}`, {
    schema: masteryListSchema,
    signal,
  });

/** The member's mastery of the skills a tool practises (one category's, or all); only asked when signed in. */
export function useMastery(categoryId: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: masteryQueryKey(categoryId),
    queryFn: ({ signal }) => fetchMastery(categoryId, signal),
    enabled,
    // Built from the member's tool entries and practice marks, by the catalog's skills and tools.
    meta: { reads: ['toolEntries', 'skillPractice', 'content'] },
  });
}
