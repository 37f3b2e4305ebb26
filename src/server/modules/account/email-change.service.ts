import type { ChangeEmailInput } from '@shared/account/account.schemas';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { AuthThrottle } from '../../plugins/rate-limits';
import { AppError, conflict } from '../../lib/app-error';
import * as repo from './email-change.repository';
import { verifyPassword } from './password-hashing';

const CONFIRM_LINK_MS = 60 * 60 * 1000;
const UNDO_LINK_MS = 7 * 24 * 60 * 60 * 1000;

export interface EmailChangeDeps {
  db: Database;
  appUrl: string;
  mailer: Mailer;
  throttle: Pick<AuthThrottle, 'countEmailChangeMail'>;
}

const EMAIL_TAKEN = 'This email is already registered to another account.';
const invalidLink = () =>
  new AppError(400, 'invalid_token', 'This link is invalid, has expired or was already used.');

/** A unique-index violation from PostgreSQL, possibly wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Step 1 of changing the sign-in email: checks the current password and mails a single-use link to the
 * new address. Nothing changes until that link is used, so a stolen session alone cannot take the account.
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  current: { userId: string; email: string; sessionId: string },
  input: ChangeEmailInput,
): Promise<{ pendingEmail: string }> {
  const hash = await repo.findPasswordHash(deps.db, current.userId);
  if (!hash || !(await verifyPassword({ hash, password: input.currentPassword }))) {
    throw new AppError(400, 'invalid_password', 'Your current password is incorrect.', {
      currentPassword: 'Your current password is incorrect.',
    });
  }
  if (input.newEmail === current.email) {
    throw new AppError(400, 'validation_failed', 'Some fields need attention.', {
      newEmail: 'This is already your email.',
    });
  }
  if (await repo.findUserIdByEmail(deps.db, input.newEmail))
    throw conflict(EMAIL_TAKEN, { newEmail: EMAIL_TAKEN });
  await deps.throttle.countEmailChangeMail(input.newEmail);
  const token = await repo.createEmailChangeToken(
    deps.db,
    'change-email',
    {
      userId: current.userId,
      oldEmail: current.email,
      newEmail: input.newEmail,
      sessionId: current.sessionId,
    },
    CONFIRM_LINK_MS,
  );
  const link = `${deps.appUrl}/confirm-email-change?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: input.newEmail,
    subject: 'Confirm your new Design Your Life email',
    text: `Hello,\n\nSomeone (hopefully you) asked to sign in to Design Your Life with this address from now on.\nOpen this link within an hour to confirm it:\n\n${link}\n\nIf you did not ask for this, ignore this message; nothing changes.\n`,
    link,
  });
  return { pendingEmail: input.newEmail };
}

/**
 * Step 2: the link from the new address applies the change, ends the member's other sessions and tells the
 * old address, with a link to undo it.
 */
export async function confirmEmailChange(deps: EmailChangeDeps, token: string): Promise<{ userId: string }> {
  const change = await repo.consumeEmailChangeToken(deps.db, 'change-email', token);
  if (!change) throw invalidLink();
  try {
    const updated = await deps.db.transaction(async (tx) => {
      if (!(await repo.updateUserEmail(tx, change.userId, change.oldEmail, change.newEmail))) return false;
      await repo.deleteSessions(tx, change.userId, change.sessionId);
      return true;
    });
    // The email changed in between (another link, or an undo): this older link no longer applies.
    if (!updated) throw invalidLink();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { newEmail: EMAIL_TAKEN });
    throw error;
  }
  const undoToken = await repo.createEmailChangeToken(deps.db, 'undo-email-change', change, UNDO_LINK_MS);
  const link = `${deps.appUrl}/undo-email-change?token=${encodeURIComponent(undoToken)}`;
  await deps.mailer.send({
    to: change.oldEmail,
    subject: 'Your Design Your Life email was changed',
    text: `Hello,\n\nThe email you sign in to Design Your Life with was changed from ${change.oldEmail} to ${change.newEmail}.\n\nIf this was not you, open this link within 7 days to change it back and sign everyone out, then reset your password:\n\n${link}\n`,
    link,
  });
  return { userId: change.userId };
}

/** The old address's link: restores it, ends every session and drops any other pending change. */
export async function undoEmailChange(deps: EmailChangeDeps, token: string): Promise<{ userId: string }> {
  const change = await repo.consumeEmailChangeToken(deps.db, 'undo-email-change', token);
  if (!change) throw invalidLink();
  try {
    await deps.db.transaction(async (tx) => {
      // Whatever the email is now (it may have been changed again since), the old owner gets theirs back.
      const now = await repo.findEmailByUserId(tx, change.userId);
      if (now === null) throw invalidLink();
      if (now !== change.oldEmail) await repo.updateUserEmail(tx, change.userId, now, change.oldEmail);
      await repo.deleteSessions(tx, change.userId);
      await repo.deletePendingEmailChanges(tx, change.userId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Your old email now belongs to another account.');
    throw error;
  }
  return { userId: change.userId };
}
