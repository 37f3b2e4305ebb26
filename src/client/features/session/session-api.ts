import type {
  ChangeEmailInput,
  ChangePasswordInput,
  EmailChangeTokenInput,
  RequestPasswordResetInput,
  ResetPasswordInput,
  Session,
  SignInInput,
  SignUpInput,
} from '@shared/account/account.schemas';
import type { UpdateProfileInput } from '@shared/profiles/profiles.schemas';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';
import { claimTabDrafts } from '@client/lib/tab-drafts';

// The session is read before the first screen shows: its schemas load beside it (see lazySchema).
const sessionSchema = lazySchema(() => import('@shared/account/account.schemas'), 'sessionSchema');
const emailChangeRequestedSchema = lazySchema(
  () => import('@shared/account/account.schemas'),
  'emailChangeRequestedSchema',
);
const okSchema = lazySchema(() => import('@shared/api/error.schemas'), 'okSchema');
const profileSchema = lazySchema(() => import('@shared/profiles/profiles.schemas'), 'profileSchema');

export const SIGNED_OUT: Session = { user: null, profile: null };

/** The session; a signed-in one claims the tab's drafts (see claimTabDrafts). */
export async function fetchSession(signal?: AbortSignal) {
  const session = await apiRequest('/api/account/session', {
    schema: sessionSchema,
    validate: 'development',
    signal,
  });
  if (session.user) claimTabDrafts(session.user.id);
  return session;
}
export const fetchProfile = () => apiRequest('/api/profile', { schema: profileSchema });
export const signIn = (body: SignInInput) =>
  apiRequest('/api/account/sign-in', { method: 'POST', body, schema: sessionSchema });
export const signUp = (body: SignUpInput) =>
  apiRequest('/api/account/sign-up', { method: 'POST', body, schema: sessionSchema });
export const signOut = () =>
  apiRequest('/api/account/sign-out', { method: 'POST', body: {}, schema: okSchema });
export const requestPasswordReset = (body: RequestPasswordResetInput) =>
  apiRequest('/api/account/password-reset/request', { method: 'POST', body, schema: okSchema });
export const resetPassword = (body: ResetPasswordInput) =>
  apiRequest('/api/account/password-reset', { method: 'POST', body, schema: okSchema });
export const changePassword = (body: ChangePasswordInput) =>
  apiRequest('/api/account/change-password', { method: 'POST', body, schema: okSchema });
export const changeEmail = (body: ChangeEmailInput) =>
  apiRequest('/api/account/change-email', { method: 'POST', body, schema: emailChangeRequestedSchema });
export const confirmEmailChange = (body: EmailChangeTokenInput) =>
  apiRequest('/api/account/change-email/confirm', { method: 'POST', body, schema: okSchema });
export const undoEmailChange = (body: EmailChangeTokenInput) =>
  apiRequest('/api/account/change-email/undo', { method: 'POST', body, schema: okSchema });
export const updateProfile = (body: UpdateProfileInput) =>
  apiRequest('/api/profile', { method: 'PATCH', body, schema: profileSchema });

export type { Session };
export const sessionQueryKey = ['session'] as const;
