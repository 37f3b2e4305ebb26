import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminDashboardSchema } from '@shared/admin/admin-dashboard.schemas';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';
import { adminKey } from './admin-keys';

export const adminDashboardQueryKey = [...adminKey, 'dashboard'] as const;

export const fetchAdminDashboard = (signal?: AbortSignal) =>
  apiRequest('/api/admin/dashboard', { schema: adminDashboardSchema, signal });

export const adminDashboardQueryOptions = queryOptions({
  queryKey: adminDashboardQueryKey,
  queryFn: ({ signal }) => fetchAdminDashboard(signal),
  meta: { reads: ['members', 'toolEntries', 'forum', 'reports', 'contactMessages'] },
});

/** The dashboard figures; a failure shows 'Error fetching dashboard data'. */
export function useAdminDashboard() {
  const query = useQuery(adminDashboardQueryOptions);
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toastError('Error fetching dashboard data', error);
  }, [isError, error, errorUpdatedAt]);
  return query;
}
