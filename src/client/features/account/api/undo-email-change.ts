import type { EmailChangeTokenInput } from '@shared/account/account.schemas';
import { apiRequest } from '@client/lib/api-client';
import { okSchema } from './session-schemas';

export const undoEmailChange = (body: EmailChangeTokenInput) =>
  apiRequest('/api/account/change-email/undo', { method: 'POST', body, schema: okSchema });
