import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, userSubscriptionStatus } from './profiles.table';
import {
  canonicalTimeZone,
  type Role,
  type SubscriptionTier,
  type subscriptionStatuses,
} from '@shared/profiles/profiles.schemas';

type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * Inserts a profile unless its username is taken, also by a sign-up committing at the same moment (which
 * this waits for); false when it was, so the caller can try another name without aborting its transaction.
 */
export async function insertProfileUnlessUsernameTaken(
  db: DbOrTx,
  values: {
    id: string;
    firstName: string;
    lastName: string;
    username: string;
    role?: Role;
    /** The column's default (UTC) when absent. */
    timeZone?: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(profiles)
    .values(values)
    .onConflictDoNothing({ target: profiles.username })
    .returning({ id: profiles.id });
  return inserted.length > 0;
}

export async function insertSubscriptionStatus(db: DbOrTx, userId: string): Promise<void> {
  await db
    .insert(userSubscriptionStatus)
    .values({ userId, subscriptionTier: 'free', subscriptionStatus: 'active' });
}

export async function findProfileWithSubscription(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      profile: profiles,
      subscriptionTier: userSubscriptionStatus.subscriptionTier,
      subscriptionStatus: userSubscriptionStatus.subscriptionStatus,
    })
    .from(profiles)
    .leftJoin(userSubscriptionStatus, eq(userSubscriptionStatus.userId, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findRoleById(db: DbOrTx, userId: string): Promise<Role | null> {
  const rows = await db
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0]?.role ?? null;
}

export type ProfileChanges = Partial<{
  firstName: string;
  lastName: string;
  username: string;
  title: string | null;
  role: Role;
  timeZone: string;
  endOfDayHour: number;
  restDays: number[];
  avatarUrl: string | null;
  onboardingInterests: string[];
  onboardingExperience: string | null;
  onboardedAt: Date;
  forumNameChosenAt: Date;
}>;

/** Whether another profile already holds this username. */
export async function isUsernameTakenByOther(db: DbOrTx, username: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.username, username), ne(profiles.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the member chose the name the community sees. */
export async function isForumNameChosen(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ chosenAt: profiles.forumNameChosenAt })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0]?.chosenAt != null;
}

export async function updateProfileById(db: DbOrTx, userId: string, values: ProfileChanges): Promise<void> {
  await db
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}

/** Sets the tier and status, creating the row for a user who has none; false when the user does not exist. */
export async function upsertSubscriptionStatus(
  db: DbOrTx,
  userId: string,
  values: { subscriptionTier: SubscriptionTier; subscriptionStatus: SubscriptionStatus },
): Promise<boolean> {
  const exists = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!exists[0]) return false;
  await db
    .insert(userSubscriptionStatus)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSubscriptionStatus.userId, set: { ...values, updatedAt: new Date() } });
  return true;
}

/** The onboarding answers that shape recommendations. */
export async function findRecommendationPreferences(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ interests: profiles.onboardingInterests, experience: profiles.onboardingExperience })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0] ?? { interests: [], experience: null };
}

/** How the member's days are counted. */
export async function findDayPreferences(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      timeZone: profiles.timeZone,
      endOfDayHour: profiles.endOfDayHour,
      restDays: profiles.restDays,
      onboardedAt: profiles.onboardedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return { timeZone: 'UTC', endOfDayHour: 4, restDays: [], onboardedAt: null };
  // Zones saved before names were stored canonically may be aliases PostgreSQL does not know.
  return { ...row, timeZone: canonicalTimeZone(row.timeZone) };
}
