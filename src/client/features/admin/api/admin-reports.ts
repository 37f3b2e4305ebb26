import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import {
  reportGroupPageSchema,
  reviewReportResultSchema,
  type ReportStatus,
  type ReviewReportInput,
} from '@shared/admin/admin-community.schemas';
import { apiRequest } from '@client/lib/api-client';

export const adminReportsQueryKey = ['admin', 'reports'] as const;

export const fetchReportGroups = (status: ReportStatus, cursor: string | null, signal?: AbortSignal) => {
  const params = new URLSearchParams({ status, limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/api/admin/reports?${params}`, { schema: reportGroupPageSchema, signal });
};
export const reviewReport = (id: string, body: ReviewReportInput) =>
  apiRequest(`/api/admin/reports/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: reviewReportResultSchema,
  });

export function useReportGroups(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: [...adminReportsQueryKey, status],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchReportGroups(status, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    // Each group shows the reported post or reply as it is now.
    meta: { reads: ['reports', 'forum'] },
  });
}

/** Resolves or dismisses every open report of an item (resolving may remove it from the forum); audited. */
export function useReviewReport() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewReportInput }) => reviewReport(id, body),
    meta: { writes: ['reports', 'forum', 'audit'] },
  });
}
