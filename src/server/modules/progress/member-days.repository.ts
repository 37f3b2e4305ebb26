import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../profiles/profiles.table';
import { memberDayFrames } from './member-days.table';

function prepareDayFrames(db: DbOrTx) {
  return db
    .select({
      timeZone: profiles.timeZone,
      endOfDayHour: profiles.endOfDayHour,
      restDays: profiles.restDays,
      onboardedAt: profiles.onboardedAt,
      interests: profiles.onboardingInterests,
      experience: profiles.onboardingExperience,
      builtTimeZone: memberDayFrames.timeZone,
      builtEndOfDayHour: memberDayFrames.endOfDayHour,
    })
    .from(profiles)
    .leftJoin(memberDayFrames, eq(memberDayFrames.userId, profiles.id))
    .where(eq(profiles.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('member_day_frames');
}
const frameStatements = new WeakMap<object, ReturnType<typeof prepareDayFrames>>();

/**
 * How the member's days are counted, and the frame their summaries were last built in (null: never): one
 * prepared statement, as every dashboard and progress page reads it.
 */
export async function findDayFrames(db: DbOrTx, userId: string) {
  let statement = frameStatements.get(db);
  if (!statement) {
    statement = prepareDayFrames(db);
    frameStatements.set(db, statement);
  }
  const rows = await statement.execute({ userId });
  return rows[0] ?? null;
}

/**
 * Builds the member's days again from all their entries, in one statement (member_days_rebuild in migration 0009:
 * it locks out the entry triggers of this member while it runs).
 */
export async function rebuildMemberDays(
  db: DbOrTx,
  frame: { userId: string; timeZone: string; endOfDayHour: number },
): Promise<void> {
  await db.execute(
    sql`select member_days_rebuild(${frame.userId}, ${frame.timeZone}, ${frame.endOfDayHour}::int)`,
  );
}

/**
 * Gives a new member (no entries yet) their empty days in the frame their profile starts with, so their entries
 * are counted from the first and their first read has nothing to build.
 */
export async function insertFirstDayFrame(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(
    sql`insert into member_day_frames (user_id, time_zone, end_of_day_hour)
        select id, time_zone, end_of_day_hour from profiles where id = ${userId}
        on conflict (user_id) do nothing`,
  );
}
