import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailInput } from '@shared/account/account.schemas';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';

const emailChangeRequestedSchema = lazySchema(
  () => import('@shared/account/account.schemas'),
  'emailChangeRequestedSchema',
);

export const changeEmail = (body: ChangeEmailInput) =>
  apiRequest('/api/account/change-email', { method: 'POST', body, schema: emailChangeRequestedSchema });

/** Nothing changes until the link mailed to the new address is used (confirmEmailChange). */
export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail, meta: { writes: [] } });
}
