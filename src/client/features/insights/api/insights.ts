import { useQuery } from '@tanstack/react-query';
import { insightsReportSchema } from '@shared/insights/insights.schemas';
import { apiRequest } from '@client/lib/api-client';

export const insightsQueryKey = ['insights'] as const;

export const fetchInsights = (signal?: AbortSignal) =>
  apiRequest('/api/me/insights', { schema: insightsReportSchema, signal });

/** Patterns across the member's tools; the server computes them at most once a day, so they change slowly. */
export function useInsights() {
  return useQuery({
    queryKey: insightsQueryKey,
    queryFn: ({ signal }) => fetchInsights(signal),
    staleTime: 60 * 60_000,
    meta: { reads: ['toolEntries', 'profile'] },
  });
}
