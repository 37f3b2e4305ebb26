import {
  FORUM_NAME_REQUIRED,
  FORUM_NAME_TAKEN,
  type OwnProfile,
  type SetForumNameInput,
} from '@shared/profiles/profiles.schemas';
import type { DbOrTx } from '../../db/client';
import { AppError, conflict } from '../../lib/app-error';
import { getOwnProfile, isUniqueViolation, type ProfileDeps } from './profiles.service';
import * as repo from './profiles.repository';
import type { Viewer } from '../../lib/viewer';

const taken = () => conflict(FORUM_NAME_TAKEN, { forumName: FORUM_NAME_TAKEN });

/**
 * Sets the name the community sees (the username) and marks it chosen, in one update; keeping the current
 * name confirms it. A name another member holds is a 409 on the field.
 */
export async function setForumName(
  { db }: ProfileDeps,
  userId: string,
  input: SetForumNameInput,
): Promise<OwnProfile> {
  if (await repo.isUsernameTakenByOther(db, input.forumName, userId)) throw taken();
  try {
    await repo.updateProfileById(db, userId, { username: input.forumName, forumNameChosenAt: new Date() });
  } catch (error) {
    // Two members claiming the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return getOwnProfile(db, userId);
}

/**
 * Refuses a post or reply from a member who has not chosen their forum name yet (409 forum_name_required),
 * so no client can publish under a name the member never saw. The viewer's profile answers without a query;
 * a session cached before it carried the flag is checked in the database.
 */
export async function assertForumNameChosen(db: DbOrTx, viewer: Viewer): Promise<void> {
  if (viewer.profile?.forumNameConfirmed === true) return;
  if (viewer.profile?.forumNameConfirmed === undefined && (await repo.isForumNameChosen(db, viewer.userId))) {
    return;
  }
  throw new AppError(409, 'forum_name_required', FORUM_NAME_REQUIRED);
}
