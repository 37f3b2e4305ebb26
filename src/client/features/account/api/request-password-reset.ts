import type { RequestPasswordResetInput } from '@shared/account/account.schemas';
import { apiRequest } from '@client/lib/api-client';
import { okSchema } from './session-schemas';

export const requestPasswordReset = (body: RequestPasswordResetInput) =>
  apiRequest('/api/account/password-reset/request', { method: 'POST', body, schema: okSchema });
