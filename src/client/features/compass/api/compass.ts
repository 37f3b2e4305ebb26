import { useQuery } from '@tanstack/react-query';
import { compassSchema } from '@shared/compass/compass.schemas';
import { apiRequest } from '@client/lib/api-client';

export const compassQueryKey = (week: string | null) => ['compass', week ?? 'this'] as const;

export const fetchCompass = (week: string | null, signal?: AbortSignal) =>
  apiRequest(`/api/me/compass${week ? `?${new URLSearchParams({ week })}` : ''}`, {
    schema: compassSchema,
    signal,
  });

/** The week's values compass: built from the card sort and every tagged habit, intention, goal and session. */
export function useCompass(week: string | null = null) {
  return useQuery({
    queryKey: compassQueryKey(week),
    queryFn: ({ signal }) => fetchCompass(week, signal),
    meta: { reads: ['toolEntries', 'profile', 'content'] },
  });
}
