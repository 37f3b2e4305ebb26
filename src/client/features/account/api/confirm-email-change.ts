import type { EmailChangeTokenInput } from '@shared/account/account.schemas';
import { apiRequest } from '@client/lib/api-client';
import { okSchema } from './session-schemas';

export const confirmEmailChange = (body: EmailChangeTokenInput) =>
  apiRequest('/api/account/change-email/confirm', { method: 'POST', body, schema: okSchema });
