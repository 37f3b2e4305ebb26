import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@shared/account/account.schemas';
import { apiRequest } from '@client/lib/api-client';
import { useSetSession } from './session-cache';
import { sessionSchema } from './session-schemas';

export const signUp = (body: SignUpInput) =>
  apiRequest('/api/account/sign-up', { method: 'POST', body, schema: sessionSchema });

/** What the visitor could open changes with who they are (locked skills, channels): those screens refresh. */
export function useSignUp() {
  const setSession = useSetSession();
  return useMutation({ mutationFn: signUp, onSuccess: setSession, meta: { writes: ['membership'] } });
}
