import { compassFigures, MIN_ACTIONS, weekActions } from '@shared/compass/compass-arithmetic';
import type { Compass } from '@shared/compass/compass.schemas';
import type { ContentBundle } from '@shared/content/content.schemas';
import { addDaysToKey, memberDay, mondayOf } from '@shared/progress/member-day';
import type { Database } from '../../db/client';
import { dayPreferencesWithCurrentDays } from '../progress/member-days.service';
import { readStoredHabit } from '../progress/stored-habits';
import { findNewestHabits } from '../tool-data/tool-data.service';
import * as repo from './compass.repository';
import { stepToward } from './value-steps';

const DAY_MS = 86_400_000;

export const findTopValues = repo.findTopValues;

/** A member's frame and today, as the caller has read them. */
export interface CompassMember {
  userId: string;
  timeZone: string;
  endOfDayHour: number;
  today: string;
}

/** The member's values compass for the week holding `week` (their days), or this week. */
export async function getCompass(
  db: Database,
  skills: ContentBundle['skills'],
  userId: string,
  week: string | undefined,
  now: Date,
): Promise<Compass> {
  const { timeZone, endOfDayHour } = await dayPreferencesWithCurrentDays(db, userId);
  const today = memberDay(now, timeZone, endOfDayHour);
  const member = { userId, timeZone, endOfDayHour, today };
  return compassOfWeek(db, skills, member, mondayOf(week ?? today), await findNewestHabits(db, userId));
}

/**
 * The compass of the week starting `weekStart`, from the member's frame and stored habits already read (the weekly
 * review reads them for its wins too).
 */
export async function compassOfWeek(
  db: Database,
  skills: ContentBundle['skills'],
  member: CompassMember,
  weekStart: string,
  habitRows: readonly { data: unknown; createdAt: Date }[],
): Promise<Compass> {
  const { userId, timeZone, endOfDayHour, today } = member;
  const weekEnd = addDaysToKey(weekStart, 6);
  // Intentions are often set days ahead; sessions are written as they end. A fortnight each side covers both.
  const window = {
    userId,
    timeZone,
    endOfDayHour,
    from: new Date(Date.parse(`${weekStart}T00:00:00Z`) - 14 * DAY_MS),
    to: new Date(Date.parse(`${weekEnd}T00:00:00Z`) + 3 * DAY_MS),
  };
  const topValues = await repo.findTopValues(db, userId);
  const habits = habitRows.flatMap((row) => {
    const habit = readStoredHabit(row.data);
    return habit ? [{ ...habit, since: memberDay(row.createdAt, timeZone, endOfDayHour) }] : [];
  });
  const [intentions, focusSessions, goals] = topValues.length
    ? [
        await repo.findTaggedIntentions(db, window),
        await repo.findTaggedFocusSessions(db, window),
        await repo.findTaggedGoals(db, userId),
      ]
    : [[], [], []];
  const counts = weekActions({ weekStart, today, habits, intentions, focusSessions, goals });
  return {
    weekStart,
    weekEnd,
    topValues,
    minimumActions: MIN_ACTIONS,
    rows: compassFigures(topValues, counts).map((row) => ({
      ...row,
      step: stepToward(row.value, habits, skills),
    })),
  };
}
