import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminUserPageSchema } from '@shared/admin/admin-users.schemas';
import { apiRequest } from '@client/lib/api-client';
import { adminKey } from './admin-keys';

export const adminUsersQueryKey = [...adminKey, 'users'] as const;

/** A page of members, matching `q` if given. */
export const fetchAdminUsers = (q: string, cursor: string | null, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: '25' });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/api/admin/users?${params}`, { schema: adminUserPageSchema, signal });
};

export const adminUsersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...adminUsersQueryKey, q],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchAdminUsers(q, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    meta: { reads: ['members'] },
  });

export function useAdminUsers(q: string) {
  return useInfiniteQuery(adminUsersQueryOptions(q));
}
