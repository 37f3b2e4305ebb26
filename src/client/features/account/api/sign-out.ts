import { useMutation } from '@tanstack/react-query';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';
import { okSchema } from './session-schemas';

export const signOut = () =>
  apiRequest('/api/account/sign-out', { method: 'POST', body: {}, schema: okSchema });

/** Signing out reloads the app (leaveSignedOut), which forgets the user and all that was cached. */
export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    onError: (error) => toastError('Logout Error', error),
    meta: { writes: [] },
  });
}
