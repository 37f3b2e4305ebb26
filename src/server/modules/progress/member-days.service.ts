import { canonicalTimeZone } from '@shared/profiles/profiles.schemas';
import type { DbOrTx } from '../../db/client';
import { findDayFrames, insertFirstDayFrame, rebuildMemberDays } from './member-days.repository';

/** How a member's days are counted. */
export interface DayPreferences {
  timeZone: string;
  endOfDayHour: number;
  restDays: number[];
  onboardedAt: Date | null;
  /** The onboarding answers the recommendations use. */
  interests: string[];
  experience: string | null;
}

const DEFAULT_PREFERENCES: DayPreferences = {
  timeZone: 'UTC',
  endOfDayHour: 4,
  restDays: [],
  onboardedAt: null,
  interests: [],
  experience: null,
};

/**
 * The member's day preferences, with their member_days built in that frame: when their zone or day end changed
 * outside the profile route (a script, a zone saved before names were canonical) or their days were never built
 * (a new member), they are built again first. One query otherwise.
 */
export async function dayPreferencesWithCurrentDays(db: DbOrTx, userId: string): Promise<DayPreferences> {
  const row = await findDayFrames(db, userId);
  // Zones saved before names were stored canonically may be aliases PostgreSQL does not know.
  const preferences = row
    ? {
        timeZone: canonicalTimeZone(row.timeZone),
        endOfDayHour: row.endOfDayHour,
        restDays: row.restDays,
        onboardedAt: row.onboardedAt,
        interests: row.interests,
        experience: row.experience,
      }
    : DEFAULT_PREFERENCES;
  const current =
    row?.builtTimeZone === preferences.timeZone && row.builtEndOfDayHour === preferences.endOfDayHour;
  if (!current) await rebuildMemberDays(db, { userId, ...preferences });
  return preferences;
}

/** Starts a new member's days in the frame their profile starts with; runs in the sign-up transaction, after it. */
export async function startMemberDays(tx: DbOrTx, userId: string): Promise<void> {
  await insertFirstDayFrame(tx, userId);
}
