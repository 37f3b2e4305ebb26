import * as z from '@shared/api/zod-mini';
import { apiRequest } from '@client/lib/api-client';
import { useUsersWrite } from './admin-writes';

/** `force` deletes the member's posts too. */
export const deleteAdminUser = (id: string, force: boolean) =>
  apiRequest(`/api/admin/users/${encodeURIComponent(id)}${force ? '?force=true' : ''}`, {
    method: 'DELETE',
    schema: z.null(),
  });

/** A deleted member's posts stay as by 'Former member' and their reports go. */
export const useDeleteUser = () =>
  useUsersWrite(
    ({ id, force }: { id: string; force: boolean }) => deleteAdminUser(id, force),
    ['forum', 'reports'],
  );
