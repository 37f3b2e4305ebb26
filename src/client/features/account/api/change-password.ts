import type { ChangePasswordInput } from '@shared/account/account.schemas';
import { apiRequest } from '@client/lib/api-client';
import { okSchema } from './session-schemas';

export const changePassword = (body: ChangePasswordInput) =>
  apiRequest('/api/account/change-password', { method: 'POST', body, schema: okSchema });
