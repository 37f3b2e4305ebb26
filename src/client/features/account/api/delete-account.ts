import { useMutation } from '@tanstack/react-query';
import { okSchema } from '@shared/api/error.schemas';
import { deleteAccountSchema, type DeleteAccountInput } from '@shared/account/account-deletion.schemas';
import { apiRequest } from '@client/lib/api-client';

export { deleteAccountSchema };
export const deleteAccount = (body: DeleteAccountInput) =>
  apiRequest('/api/me', { method: 'DELETE', body, schema: okSchema });

/** The ZIP of everything the member wrote; the browser downloads it from this address. */
export const EXPORT_URL = '/api/me/export';

export function useDeleteAccount() {
  // The app is left for the home page afterwards, which forgets everything cached.
  return useMutation({ mutationFn: deleteAccount, meta: { writes: [] } });
}
