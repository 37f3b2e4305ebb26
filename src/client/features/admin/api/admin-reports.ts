import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { reportGroupPageSchema, type ReportStatus } from '@shared/admin/admin-community.schemas';
import { apiRequest } from '@client/lib/api-client';
import { adminKey } from './admin-keys';

export const adminReportsQueryKey = [...adminKey, 'reports'] as const;

/** A page of reported items with the status given, each with its reports. */
export const fetchReportGroups = (status: ReportStatus, cursor: string | null, signal?: AbortSignal) => {
  const params = new URLSearchParams({ status, limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/api/admin/reports?${params}`, { schema: reportGroupPageSchema, signal });
};

export const adminReportsQueryOptions = (status: ReportStatus) =>
  infiniteQueryOptions({
    queryKey: [...adminReportsQueryKey, status],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchReportGroups(status, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    // Each group shows the reported post or reply as it is now.
    meta: { reads: ['reports', 'forum'] },
  });

export function useReportGroups(status: ReportStatus) {
  return useInfiniteQuery(adminReportsQueryOptions(status));
}
