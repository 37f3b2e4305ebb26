import { and, asc, eq, gt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { canonicalTimeZone } from '@shared/profiles/profiles.schemas';
import type { Database } from '../../db/client';
import { user } from '../account/auth.table';
import { profiles } from '../profiles/profiles.table';
import { reminderPreferences } from './reminders.table';

const PAGE = 500;

/**
 * Every member who chose an e-mail (its reminder_preferences column is true), with their address and time zone,
 * a page at a time in id order on the column's partial index: what the hourly e-mail passes walk.
 */
export async function* membersWhoChose(db: Database, choice: PgColumn) {
  let after = '';
  for (;;) {
    const page = await db
      .select({ userId: reminderPreferences.userId, email: user.email, timeZone: profiles.timeZone })
      .from(reminderPreferences)
      .innerJoin(user, eq(user.id, reminderPreferences.userId))
      .innerJoin(profiles, eq(profiles.id, reminderPreferences.userId))
      .where(and(eq(choice, true), gt(reminderPreferences.userId, after)))
      .orderBy(asc(reminderPreferences.userId))
      .limit(PAGE);
    for (const member of page) yield { ...member, timeZone: canonicalTimeZone(member.timeZone) };
    if (page.length < PAGE) return;
    after = page.at(-1)!.userId;
  }
}
