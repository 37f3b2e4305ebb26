import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@shared/account/account.schemas';
import { apiRequest } from '@client/lib/api-client';
import { useSetSession } from './session-cache';
import { sessionSchema } from './session-schemas';

export const signIn = (body: SignInInput) =>
  apiRequest('/api/account/sign-in', { method: 'POST', body, schema: sessionSchema });

/** What the visitor could open changes with who they are (locked skills, channels): those screens refresh. */
export function useSignIn() {
  const setSession = useSetSession();
  return useMutation({ mutationFn: signIn, onSuccess: setSession, meta: { writes: ['membership'] } });
}
