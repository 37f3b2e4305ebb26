import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ReviewStatus } from '@shared/weekly-review/weekly-review.schemas';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';

// What the dashboard's review offer asks, without zod in the dashboard's download: the schemas load when a
// built app first checks an answer with them (the status is checked in development only, as the dashboard's is).
const reviewStatusSchema = lazySchema(
  () => import('@shared/weekly-review/weekly-review.schemas'),
  'reviewStatusSchema',
);
const okSchema = lazySchema(() => import('@shared/api/error.schemas'), 'okSchema');

export const reviewStatusKey = ['weekly-review', 'status'] as const;

/** Whether this week's review is open (what the dashboard asks). */
export const reviewStatusQueryOptions = queryOptions({
  queryKey: reviewStatusKey,
  queryFn: ({ signal }): Promise<ReviewStatus> =>
    apiRequest('/api/me/weekly-review/status', {
      schema: reviewStatusSchema,
      validate: 'development',
      signal,
    }),
  meta: { reads: ['weeklyReview', 'profile'] },
});

export function useReviewStatus() {
  return useQuery(reviewStatusQueryOptions);
}

export function useSkipReview() {
  return useMutation({
    mutationFn: (weekStart: string) =>
      apiRequest('/api/me/weekly-review/skip', { method: 'POST', body: { weekStart }, schema: okSchema }),
    meta: { writes: ['weeklyReview'] },
  });
}
