import { useMutation } from '@tanstack/react-query';
import { reviewReportResultSchema, type ReviewReportInput } from '@shared/admin/admin-community.schemas';
import { apiRequest } from '@client/lib/api-client';

export const reviewReport = (id: string, body: ReviewReportInput) =>
  apiRequest(`/api/admin/reports/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: reviewReportResultSchema,
  });

/** Resolves or dismisses every open report of an item (resolving may remove it from the forum); audited. */
export function useReviewReport() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewReportInput }) => reviewReport(id, body),
    meta: { writes: ['reports', 'forum', 'audit'] },
  });
}
