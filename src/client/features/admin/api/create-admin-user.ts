import { adminUserSchema, type CreateUserInput } from '@shared/admin/admin-users.schemas';
import { apiRequest } from '@client/lib/api-client';
import { useUsersWrite } from './admin-writes';

export const createAdminUser = (body: CreateUserInput) =>
  apiRequest('/api/admin/users', { method: 'POST', body, schema: adminUserSchema });

export const useCreateUser = () => useUsersWrite(createAdminUser);
