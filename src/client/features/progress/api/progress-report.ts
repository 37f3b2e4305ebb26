import { useQuery } from '@tanstack/react-query';
import { progressReportSchema } from '@shared/progress/progress.schemas';
import { apiRequest } from '@client/lib/api-client';

export const progressQueryKey = (featureId: string, from: string, to: string) =>
  ['progress', featureId, from, to] as const;

const query = (from: string, to: string) => new URLSearchParams({ from, to });

export const fetchProgressReport = (featureId: string, from: string, to: string, signal?: AbortSignal) =>
  apiRequest(`/api/progress/${encodeURIComponent(featureId)}?${query(from, to)}`, {
    schema: progressReportSchema,
    signal,
  });

/** Built from tool entries and practised skills, in the member's time zone, for the sections the catalog shows. */
export function useProgressReport(featureId: string, from: string, to: string) {
  return useQuery({
    queryKey: progressQueryKey(featureId, from, to),
    queryFn: ({ signal }) => fetchProgressReport(featureId, from, to, signal),
    meta: { reads: ['toolEntries', 'skillPractice', 'profile', 'content'] },
  });
}
