import { APIError } from 'better-auth/api';
import { currentZoneOffsetSpan } from '@shared/dates/zone-offset-span';
import type {
  ChangePasswordInput,
  RequestPasswordResetInput,
  ResetPasswordInput,
  Session,
  SignInInput,
  SignUpInput,
} from '@shared/account/account.schemas';
import type { Database } from '../../db/client';
import { AppError, conflict, unauthorized } from '../../lib/app-error';
import { createProfileForNewUser, getProfile } from '../profiles/profiles.service';
import type { Viewer } from '../../lib/viewer';
import { runInAuthTransaction, type Auth } from './auth';
import { hashPassword, upgradePasswordHash } from './password-hashing';
import type { Mailer } from '../../mail/mailer';
import type { AuthThrottle } from '../../plugins/rate-limits';
import type { RateStore } from '../../plugins/rate-store';
import { assertPasswordAcceptable, type PasswordOwner } from './password-policy';

export interface AccountDeps {
  auth: Auth;
  db: Database;
  appUrl: string;
  mailer: Mailer;
  rateStore: RateStore;
}

/** What the account services use: the app's dependencies and the throttle the routes built on them. */
export interface AccountServiceDeps extends AccountDeps {
  throttle: AuthThrottle;
}

/** A result plus the Set-Cookie headers better-auth produced, which the route copies to the reply. */
export interface WithCookies<T> {
  value: T;
  setCookies: string[];
}

/** Maps better-auth's errors to ours, with the message a person can act on. */
function translateAuthError(error: unknown): never {
  if (!(error instanceof APIError)) throw error;
  const code = (error.body as { code?: string } | undefined)?.code;
  switch (code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      throw conflict('An account with this email already exists.', {
        email: 'This email is already registered. Sign in or reset your password.',
      });
    case 'INVALID_EMAIL_OR_PASSWORD':
      throw new AppError(401, 'invalid_credentials', 'Incorrect email or password.');
    case 'INVALID_TOKEN':
      throw new AppError(
        400,
        'invalid_token',
        'This reset link is invalid or has expired. Ask for a new one.',
      );
    case 'INVALID_PASSWORD':
      throw new AppError(400, 'invalid_password', 'Your current password is incorrect.', {
        currentPassword: 'Your current password is incorrect.',
      });
    default:
      throw new AppError(
        error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500,
        'auth_error',
        error.message || 'Authentication failed.',
      );
  }
}

async function sessionFor(db: Database, user: { id: string; email: string }): Promise<Session> {
  return { user: { id: user.id, email: user.email }, profile: await getProfile(db, user.id) };
}

/**
 * Creates the user, their profile and their free subscription in one transaction; signs them in. The password
 * is the caller's to check: sign-up checks the member's, and ADMIN_PASSWORD is checked with the configuration.
 */
export async function createAccount(auth: Auth, input: SignUpInput, headers?: Headers) {
  return runInAuthTransaction(auth, async (tx) => {
    const result = await auth.api
      .signUpEmail({
        body: { name: `${input.firstName} ${input.lastName}`, email: input.email, password: input.password },
        headers: headers ?? new Headers(),
        returnHeaders: true,
      })
      .catch(translateAuthError);
    await createProfileForNewUser(tx, {
      userId: result.response.user.id,
      firstName: input.firstName,
      lastName: input.lastName,
      timeZone: input.timeZone,
    });
    return result;
  });
}

/**
 * Creates the account and signs the new member in. For an address that already has an account it answers
 * with the same status and no session, and mails the address instead, so the answer does not confirm to a
 * stranger that the address is registered beyond that missing session.
 */
export async function signUp(
  deps: AccountServiceDeps,
  input: SignUpInput,
  headers: Headers,
): Promise<WithCookies<Session>> {
  assertPasswordAcceptable(input.password, 'password', {
    names: [input.firstName, input.lastName],
    email: input.email,
  });
  const result = await createAccount(deps.auth, input, headers).catch(async (error: unknown) => {
    if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
    // About the time a new account's password hash takes, so the answer's timing does not tell either.
    await hashPassword(input.password);
    await mailSignUpAttempt(deps, input.email);
    return null;
  });
  if (!result) return { value: { user: null, profile: null }, setCookies: [] };
  return {
    value: await sessionFor(deps.db, result.response.user),
    setCookies: result.headers.getSetCookie(),
  };
}

async function mailSignUpAttempt(deps: AccountServiceDeps, email: string): Promise<void> {
  // Limited per address, so sign-ups cannot flood an inbox.
  if (!(await deps.throttle.mayMailSignUpNotice(email))) return;
  const link = `${deps.appUrl}/forgot-password`;
  await deps.mailer.send({
    to: email,
    subject: 'Someone tried to sign up with your address',
    text: `Hello,\n\nSomeone (hopefully you) tried to create a Design Your Life account with this email address, but it already has an account.\n\nIf it was you, sign in at ${deps.appUrl}/login, or choose a new password here:\n\n${link}\n\nIf it was not you, you can ignore this message; nothing has changed.\n`,
    link,
  });
}

export async function signIn(
  deps: AccountDeps,
  input: SignInInput,
  headers: Headers,
): Promise<WithCookies<Session>> {
  const result = await deps.auth.api
    .signInEmail({ body: { email: input.email, password: input.password }, headers, returnHeaders: true })
    .catch(translateAuthError);
  await upgradePasswordHash(deps.db, result.response.user.id, input.password);
  return {
    value: await sessionFor(deps.db, result.response.user),
    setCookies: result.headers.getSetCookie(),
  };
}

export async function signOut(deps: AccountDeps, headers: Headers): Promise<WithCookies<{ ok: true }>> {
  const result = await deps.auth.api.signOut({ headers, returnHeaders: true }).catch(translateAuthError);
  return { value: { ok: true }, setCookies: result.headers.getSetCookie() };
}

/** The session as the client holds it, straight from the request's viewer (no further query). */
export function getSession(viewer: Viewer | null, now = new Date()): Session {
  if (!viewer) return { user: null, profile: null };
  const session: Session = { user: { id: viewer.userId, email: viewer.email }, profile: viewer.profile };
  const timeZone = viewer.profile?.timeZone;
  return timeZone ? { ...session, zoneOffset: currentZoneOffsetSpan(now, timeZone) } : session;
}

/** Always answers the same, whether or not the email has an account, so nobody can probe for members. */
export async function requestPasswordReset(
  deps: AccountDeps,
  input: RequestPasswordResetInput,
  headers: Headers,
): Promise<void> {
  await deps.auth.api
    .requestPasswordReset({
      body: { email: input.email, redirectTo: `${deps.appUrl}/reset-password` },
      headers,
    })
    .catch(translateAuthError);
}

/** The member's names and email, which their new password must leave out. */
async function passwordOwnerOf(db: Database, user: { id: string; email: string }): Promise<PasswordOwner> {
  const profile = await getProfile(db, user.id);
  return { email: user.email, names: profile ? [profile.firstName, profile.lastName] : [] };
}

/** Whom a reset link is for; null for a link that is unknown or expired, which the reset itself refuses. */
async function resetLinkOwner(
  deps: AccountDeps,
  token: string,
): Promise<(PasswordOwner & { userId: string }) | null> {
  const { internalAdapter } = await deps.auth.$context;
  // better-auth's own lookup of the link (api/routes/password.mjs), read here to check the password first.
  const link = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!link || link.expiresAt < new Date()) return null;
  const user = await internalAdapter.findUserById(link.value);
  return user ? { ...(await passwordOwnerOf(deps.db, user)), userId: user.id } : null;
}

/** Sets the new password from a reset link (ending every session); says whose account it was. */
export async function resetPassword(
  deps: AccountDeps,
  input: ResetPasswordInput,
): Promise<{ userId: string | null }> {
  const owner = await resetLinkOwner(deps, input.token);
  // A dead link is refused below whatever the password: say that first.
  if (owner) assertPasswordAcceptable(input.newPassword, 'newPassword', owner);
  await deps.auth.api
    .resetPassword({ body: { token: input.token, newPassword: input.newPassword } })
    .catch(translateAuthError);
  return { userId: owner?.userId ?? null };
}

export async function changePassword(
  deps: AccountDeps,
  user: { id: string; email: string },
  input: ChangePasswordInput,
  headers: Headers,
): Promise<WithCookies<{ ok: true }>> {
  assertPasswordAcceptable(input.newPassword, 'newPassword', await passwordOwnerOf(deps.db, user));
  const result = await deps.auth.api
    .changePassword({ body: { ...input, revokeOtherSessions: true }, headers, returnHeaders: true })
    .catch(translateAuthError);
  return { value: { ok: true }, setCookies: result.headers.getSetCookie() };
}

/** The id of the session these headers carry; 401 when there is none. */
export async function currentSessionId(deps: AccountDeps, headers: Headers): Promise<string> {
  const current = await deps.auth.api.getSession({ headers });
  if (!current) throw unauthorized();
  return current.session.id;
}
