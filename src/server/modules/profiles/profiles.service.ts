import type { Database, DbOrTx } from '../../db/client';
import { firstFreeUsername, usernameBase, usernameWithRandomSuffix } from './username';
import type { Profile, UpdateProfileInput, UpdateSubscriptionInput } from '@shared/profiles/profiles.schemas';
import { notFound } from '../../plugins/app-error';
import type { SessionCache } from '../auth/session-cache';
import * as repo from './profiles.repository';

// Numbered usernames tried before falling back to a random number.
const NUMBERED_ATTEMPTS = 3;

/** Creates the profile and the free subscription row of a new user; must run in the sign-up transaction. */
export async function createProfileForNewUser(
  tx: DbOrTx,
  input: { userId: string; firstName: string; lastName: string },
): Promise<void> {
  const base = usernameBase(input.firstName, input.lastName);
  const taken = await repo.findUsernamesStartingWith(tx, base);
  // People with the same name signing up at once pick the same free name: the losers try the next one,
  // then a random number, instead of failing on the unique index.
  for (let attempt = 0; ; attempt += 1) {
    const username =
      attempt < NUMBERED_ATTEMPTS ? firstFreeUsername(base, taken) : usernameWithRandomSuffix(base);
    const profile = { id: input.userId, firstName: input.firstName, lastName: input.lastName, username };
    if (await repo.insertProfileUnlessUsernameTaken(tx, profile)) break;
    if (attempt >= NUMBERED_ATTEMPTS + 10) throw new Error('no free username found');
    taken.add(username);
  }
  await repo.insertSubscriptionStatus(tx, input.userId);
}

type ProfileRow = NonNullable<Awaited<ReturnType<typeof repo.findProfileWithSubscription>>>;

/** The profile as the client sees it, with the tier (a missing subscription row counts as free). */
export function toProfile(row: ProfileRow): Profile {
  const { profile } = row;
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    username: profile.username,
    role: profile.role,
    avatarUrl: profile.avatarUrl,
    reputation: profile.reputation,
    title: profile.title,
    subscriptionTier: row.subscriptionTier ?? 'free',
    subscriptionStatus: row.subscriptionStatus ?? 'active',
  };
}

export async function getProfile(db: DbOrTx, userId: string): Promise<Profile | null> {
  const row = await repo.findProfileWithSubscription(db, userId);
  return row ? toProfile(row) : null;
}

export interface ProfileDeps {
  db: Database;
  /** Cached sessions carry the profile and tier: every change here must reach them. */
  sessions: Pick<SessionCache, 'invalidateUser'>;
}

export async function updateProfile(
  { db, sessions }: ProfileDeps,
  userId: string,
  input: UpdateProfileInput,
): Promise<Profile> {
  await repo.updateProfileById(db, userId, input);
  await sessions.invalidateUser(userId);
  const profile = await getProfile(db, userId);
  if (!profile) throw notFound('Your profile could not be found.');
  return profile;
}

/** Admin: set a member's tier and status; 404 for an unknown user. */
export async function updateSubscription(
  { db, sessions }: ProfileDeps,
  userId: string,
  input: UpdateSubscriptionInput,
): Promise<Profile> {
  const updated = await db.transaction(async (tx) => {
    if (!(await repo.upsertSubscriptionStatus(tx, userId, input))) return null;
    return getProfile(tx, userId);
  });
  if (!updated) throw notFound('That user does not exist.');
  await sessions.invalidateUser(userId);
  return updated;
}
