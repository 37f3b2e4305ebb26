import { useMutation, useQuery } from '@tanstack/react-query';
import { okSchema } from '@shared/api/error.schemas';
import * as z from '@shared/api/zod-mini';
import { toolEntrySchema } from '@shared/tools/tool-entry.schemas';
import { weeklyReviewSchema, type CompleteReviewInput } from '@shared/weekly-review/weekly-review.schemas';
import { apiRequest } from '@client/lib/api-client';
import { toolEntriesOf } from '@client/lib/server-resources';

export const weeklyReviewKey = ['weekly-review', 'this-week'] as const;

/** This week's review: wins, compass and one insight. */
export function useWeeklyReview() {
  return useQuery({
    queryKey: weeklyReviewKey,
    queryFn: ({ signal }) => apiRequest('/api/me/weekly-review', { schema: weeklyReviewSchema, signal }),
    meta: { reads: ['weeklyReview', 'toolEntries', 'profile', 'content'] },
  });
}

const completedSchema = z.object({ intention: toolEntrySchema });

export function useCompleteReview() {
  return useMutation({
    mutationFn: (input: CompleteReviewInput) =>
      apiRequest('/api/me/weekly-review', { method: 'POST', body: input, schema: completedSchema }),
    meta: { writes: ['weeklyReview', toolEntriesOf('intention-setting-tool')] },
  });
}

export function useSetReviewDay() {
  return useMutation({
    mutationFn: (weekday: number) =>
      apiRequest('/api/me/weekly-review/day', { method: 'PUT', body: { weekday }, schema: okSchema }),
    meta: { writes: ['weeklyReview'] },
  });
}
