import { useMutation, useQuery } from '@tanstack/react-query';
import { okSchema } from '@shared/api/error.schemas';
import * as z from '@shared/api/zod-mini';
import { toolEntrySchema } from '@shared/tools/tool-entry.schemas';
import {
  reviewStatusSchema,
  weeklyReviewSchema,
  type CompleteReviewInput,
} from '@shared/weekly-review/weekly-review.schemas';
import { apiRequest } from '@client/lib/api-client';
import { toolEntriesOf } from '@client/lib/server-resources';

export const reviewStatusKey = ['weekly-review', 'status'] as const;
export const weeklyReviewKey = ['weekly-review', 'this-week'] as const;

/** Whether this week's review is open (what the dashboard asks). */
export function useReviewStatus() {
  return useQuery({
    queryKey: reviewStatusKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/me/weekly-review/status', { schema: reviewStatusSchema, signal }),
    meta: { reads: ['weeklyReview', 'profile'] },
  });
}

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

export function useSkipReview() {
  return useMutation({
    mutationFn: (weekStart: string) =>
      apiRequest('/api/me/weekly-review/skip', { method: 'POST', body: { weekStart }, schema: okSchema }),
    meta: { writes: ['weeklyReview'] },
  });
}

export function useSetReviewDay() {
  return useMutation({
    mutationFn: (weekday: number) =>
      apiRequest('/api/me/weekly-review/day', { method: 'PUT', body: { weekday }, schema: okSchema }),
    meta: { writes: ['weeklyReview'] },
  });
}
