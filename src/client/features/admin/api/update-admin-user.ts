import { adminUserSchema, type UpdateUserInput } from '@shared/admin/admin-users.schemas';
import { apiRequest } from '@client/lib/api-client';
import { useUsersWrite } from './admin-writes';

export const updateAdminUser = (id: string, body: UpdateUserInput) =>
  apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: adminUserSchema,
  });

export const useUpdateUser = () =>
  useUsersWrite(({ id, body }: { id: string; body: UpdateUserInput }) => updateAdminUser(id, body));
