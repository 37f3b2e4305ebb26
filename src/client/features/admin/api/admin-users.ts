import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import {
  adminUserPageSchema,
  adminUserSchema,
  type CreateUserInput,
  type UpdateUserInput,
} from '@shared/admin/admin-users.schemas';
import { apiRequest } from '@client/lib/api-client';
import type { ServerResource } from '@client/lib/server-resources';

export const adminUsersQueryKey = ['admin', 'users'] as const;

export const fetchAdminUsers = (q: string, cursor: string | null, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: '25' });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/api/admin/users?${params}`, { schema: adminUserPageSchema, signal });
};
export const createAdminUser = (body: CreateUserInput) =>
  apiRequest('/api/admin/users', { method: 'POST', body, schema: adminUserSchema });
export const updateAdminUser = (id: string, body: UpdateUserInput) =>
  apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: adminUserSchema,
  });
export const deleteAdminUser = (id: string, force: boolean) =>
  apiRequest(`/api/admin/users/${encodeURIComponent(id)}${force ? '?force=true' : ''}`, {
    method: 'DELETE',
    schema: z.null(),
  });

export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: [...adminUsersQueryKey, q],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchAdminUsers(q, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    meta: { reads: ['members'] },
  });
}

/** A write to members' accounts (audited); `writes` adds what else it changes. */
function useUsersMutation<A>(fn: (args: A) => Promise<unknown>, writes: readonly ServerResource[] = []) {
  return useMutation({ mutationFn: fn, meta: { writes: ['members', 'audit', ...writes] } });
}

export const useCreateUser = () => useUsersMutation(createAdminUser);
export const useUpdateUser = () =>
  useUsersMutation(({ id, body }: { id: string; body: UpdateUserInput }) => updateAdminUser(id, body));
/** A deleted member's posts stay as by 'Former member' and their reports go. */
export const useDeleteUser = () =>
  useUsersMutation(
    ({ id, force }: { id: string; force: boolean }) => deleteAdminUser(id, force),
    ['forum', 'reports'],
  );
