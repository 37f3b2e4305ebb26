import type { Database, DbOrTx } from '../../db/client';
import { neutralUsername } from './username';
import {
  experienceSchema,
  type OwnProfile,
  type Profile,
  type UpdateProfileInput,
} from '@shared/profiles/profiles.schemas';
import { assertSomethingToChange } from '../../lib/nothing-to-change';
import { conflict, notFound } from '../../lib/app-error';
import { listMemberBadges } from '../community/members/members.service';
import { dayPreferencesWithCurrentDays, startMemberDays } from '../progress/member-days.service';
import { rescheduleReminders } from '../reminders/reminder-settings.service';
import * as repo from './profiles.repository';

// Draws of a neutral username before giving up: a draw collides with the share of the 2.3 million names in use.
const USERNAME_ATTEMPTS = 20;

/**
 * Creates the profile and the free subscription row of a new user, with their days counted in `timeZone` (a
 * validated IANA name; UTC without one); must run in the sign-up transaction. The username is neutral, never
 * made from the legal name, and not yet a chosen forum name: the forum asks for one before the first post.
 */
export async function createProfileForNewUser(
  tx: DbOrTx,
  input: { userId: string; firstName: string; lastName: string; timeZone?: string },
): Promise<void> {
  // A name taken, also by a sign-up committing at the same moment, is drawn again instead of failing.
  for (let attempt = 0; ; attempt += 1) {
    const profile = {
      id: input.userId,
      firstName: input.firstName,
      lastName: input.lastName,
      username: neutralUsername(),
      timeZone: input.timeZone,
    };
    if (await repo.insertProfileUnlessUsernameTaken(tx, profile)) break;
    if (attempt >= USERNAME_ATTEMPTS) throw new Error('no free username found');
  }
  await repo.insertSubscriptionStatus(tx, input.userId);
  // After the profile: the member's days start in the zone it was just given.
  await startMemberDays(tx, input.userId);
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
    timeZone: profile.timeZone,
    endOfDayHour: profile.endOfDayHour,
    forumNameConfirmed: profile.forumNameChosenAt !== null,
  };
}

export async function getProfile(db: DbOrTx, userId: string): Promise<Profile | null> {
  const row = await repo.findProfileWithSubscription(db, userId);
  return row ? toProfile(row) : null;
}

type BadgeRow = Awaited<ReturnType<typeof listMemberBadges>>[number];

/** The profile with what only its owner sees, and the badges they earned in the forum. */
export function toOwnProfile(row: ProfileRow, badges: BadgeRow[]): OwnProfile {
  const { profile } = row;
  const experience = experienceSchema.safeParse(profile.onboardingExperience);
  return {
    ...toProfile(row),
    timeZone: profile.timeZone,
    endOfDayHour: profile.endOfDayHour,
    restDays: profile.restDays,
    forumNameConfirmed: profile.forumNameChosenAt !== null,
    badges: badges.map((badge) => ({ ...badge, awardedAt: badge.awardedAt.toISOString() })),
    onboarding: {
      interests: profile.onboardingInterests,
      experience: experience.success ? experience.data : null,
      done: profile.onboardedAt !== null,
    },
  };
}

/** The member's own profile; 404 when it is missing. */
export async function getOwnProfile(db: DbOrTx, userId: string): Promise<OwnProfile> {
  const row = await repo.findProfileWithSubscription(db, userId);
  if (!row) throw notFound('Your profile could not be found.');
  return toOwnProfile(row, await listMemberBadges(db, userId));
}

/**
 * Sets a member's tier and status (billing's grants), creating the row for a member who has none; false when
 * the member does not exist. Runs in the caller's transaction.
 */
export function setSubscriptionStatus(
  db: DbOrTx,
  userId: string,
  status: Parameters<typeof repo.upsertSubscriptionStatus>[2],
): Promise<boolean> {
  return repo.upsertSubscriptionStatus(db, userId, status);
}

/** An admin's change to a member's names, forum title and role (the admin area checks and audits it). */
export async function updateProfileByAdmin(
  db: DbOrTx,
  userId: string,
  fields: Pick<repo.ProfileChanges, 'firstName' | 'lastName' | 'username' | 'title' | 'role'>,
): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await repo.updateProfileById(db, userId, fields);
}

/** Stores the member's onboarding answers (none when they skipped) and marks onboarding done. */
export async function saveOnboardingAnswers(
  db: DbOrTx,
  userId: string,
  answers: { interests: string[]; experience: string | null },
): Promise<void> {
  await repo.updateProfileById(db, userId, {
    onboardingInterests: answers.interests,
    onboardingExperience: answers.experience,
    onboardedAt: new Date(),
  });
}

/** The onboarding answers that shape recommendations. */
export function findRecommendationPreferences(db: DbOrTx, userId: string) {
  return repo.findRecommendationPreferences(db, userId);
}

export const USERNAME_TAKEN = 'That username is taken.';

/** PostgreSQL's unique_violation, as either driver reports it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export interface ProfileDeps {
  db: Database;
}

/**
 * Changes the member's own profile; a username another member holds is a 409. A username the member sets is
 * their chosen forum name (as PUT /api/profile/forum-name).
 */
export async function updateProfile(
  { db }: ProfileDeps,
  userId: string,
  input: UpdateProfileInput,
): Promise<OwnProfile> {
  assertSomethingToChange(input);
  const taken = () => conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
  if (input.username && (await repo.isUsernameTakenByOther(db, input.username, userId))) throw taken();
  try {
    await db.transaction(async (tx) => {
      await repo.updateProfileById(tx, userId, {
        ...input,
        ...(input.username !== undefined && { forumNameChosenAt: new Date() }),
      });
      // A new zone or day end moves every day boundary: the member's days are built again in the same transaction.
      if (input.timeZone !== undefined || input.endOfDayHour !== undefined) {
        await dayPreferencesWithCurrentDays(tx, userId);
      }
      // A reminder at 21:00 is at 21:00 on the member's new clock from the next one on.
      if (input.timeZone !== undefined) await rescheduleReminders(tx, userId);
    });
  } catch (error) {
    // Two members claiming the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return getOwnProfile(db, userId);
}
