import type { Database, Transaction } from '../../db/client';
import { accountDeletedMail, sendNotice, type NoticeDeps } from '../../mail/member-mails';
import { AppError, notFound } from '../../lib/app-error';
import type { Auth } from './auth';
import type { MediaStorage } from '../../lib/media-storage/media-storage';
import { deleteStoredAvatar } from '../profiles/avatar.service';
import * as repo from './account-deletion.repository';

/** What the member chose to take with them: their forum posts and replies too, or only their private data. */
export interface DeletionChoice {
  removeCommunityContent: boolean;
}

/**
 * Work another feature must do in the deletion's transaction before the user row goes, e.g. the forum
 * re-attributing posts to 'Former member' (or removing them, when the member chose so).
 */
export type BeforeAccountDeleted = (tx: Transaction, userId: string, choice: DeletionChoice) => Promise<void>;

export interface AccountDeletionDeps {
  db: Database;
  auth: Auth;
  /** The one media storage every process shares, where the member's avatar is. */
  media: MediaStorage;
  beforeDelete?: BeforeAccountDeleted[];
  /**
   * Ends the member's paid plan at the payment provider, inside the deletion's transaction after every other
   * check: a provider that cannot be reached rolls the deletion back, so nobody is charged for an account
   * that is gone.
   */
  endPaidPlan?: (tx: Transaction, userId: string) => Promise<void>;
}

const wrongPassword = () =>
  new AppError(400, 'invalid_password', 'Your password is incorrect.', {
    password: 'Your password is incorrect.',
  });

/**
 * Removes a member and all their private data in one transaction, their avatar from the media storage last in
 * it (a storage that cannot be reached rolls the deletion back: an avatar never stays public after its account
 * is gone); answers the email the account had. The one path for both the member's own deletion and the
 * admin's; their routes declare the member and the forum changed.
 */
export async function deleteMemberAccount(
  deps: AccountDeletionDeps,
  userId: string,
  choice: DeletionChoice = { removeCommunityContent: false },
): Promise<{ email: string }> {
  const deleted = await deps.db.transaction(async (tx) => {
    for (const hook of deps.beforeDelete ?? []) await hook(tx, userId, choice);
    await deps.endPaidPlan?.(tx, userId);
    const avatarUrl = await repo.findAvatarUrl(tx, userId);
    const row = await repo.deleteUserRow(tx, userId);
    if (row) await deleteStoredAvatar(deps.media, avatarUrl);
    return row;
  });
  if (!deleted) throw notFound('That member does not exist.');
  return deleted;
}

/**
 * The member deletes their own account, confirming with their password; once it is gone, the address it
 * had is told what was removed and what stayed.
 */
export async function deleteOwnAccount(
  deps: AccountDeletionDeps & NoticeDeps,
  userId: string,
  password: string,
  choice: DeletionChoice,
): Promise<void> {
  const hash = await repo.findPasswordHash(deps.db, userId);
  const { password: hasher } = await deps.auth.$context;
  if (!hash || !(await hasher.verify({ hash, password }))) throw wrongPassword();
  const { email } = await deleteMemberAccount(deps, userId, choice);
  await sendNotice(
    deps,
    accountDeletedMail(deps.appUrl, { to: email, removedCommunityContent: choice.removeCommunityContent }),
  );
}
