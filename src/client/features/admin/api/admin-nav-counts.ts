import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNavCountsSchema } from '@shared/admin/admin-dashboard.schemas';
import { apiRequest } from '@client/lib/api-client';
import { adminKey } from './admin-keys';

export const adminNavCountsQueryKey = [...adminKey, 'nav-counts'] as const;

export const fetchAdminNavCounts = (signal?: AbortSignal) =>
  apiRequest('/api/admin/nav-counts', { schema: adminNavCountsSchema, signal });

/** Members report from their own browsers, so the count is also asked again every minute. */
const NAV_COUNTS_REFRESH_MS = 60_000;

export const adminNavCountsQueryOptions = queryOptions({
  queryKey: adminNavCountsQueryKey,
  queryFn: ({ signal }) => fetchAdminNavCounts(signal),
  refetchInterval: NAV_COUNTS_REFRESH_MS,
  // A deleted post or reply takes its reports with it.
  meta: { reads: ['reports', 'forum'] },
});

/** The counts beside the admin menu's entries; a failure only leaves them out. */
export function useAdminNavCounts() {
  return useQuery(adminNavCountsQueryOptions);
}
