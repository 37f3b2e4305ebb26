import { useQuery } from '@tanstack/react-query';
import { topValuesSchema } from '@shared/compass/top-values.schemas';
import { apiRequest } from '@client/lib/api-client';

export const topValuesQueryKey = ['values', 'top'] as const;

/** The top values of the member's latest card sort, offered as tags. */
export function useTopValues() {
  return useQuery({
    queryKey: topValuesQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/me/values', { schema: topValuesSchema, signal }),
    meta: { reads: ['toolEntries:values-clarification'] },
  });
}
