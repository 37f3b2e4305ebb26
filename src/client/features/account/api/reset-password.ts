import type { ResetPasswordInput } from '@shared/account/account.schemas';
import { apiRequest } from '@client/lib/api-client';
import { okSchema } from './session-schemas';

export const resetPassword = (body: ResetPasswordInput) =>
  apiRequest('/api/account/password-reset', { method: 'POST', body, schema: okSchema });
