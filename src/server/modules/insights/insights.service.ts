import { isCalendarDate } from '@shared/api/dates';
import { insightsReportSchema, type InsightsReport } from '@shared/insights/insights.schemas';
import { addDaysToKey, memberDay } from '@shared/progress/member-day';
import type { Database, DbOrTx } from '../../db/client';
import { dayPreferencesWithCurrentDays } from '../progress/member-days.service';
import { readStoredHabit } from '../progress/stored-habits';
import { findNewestHabits } from '../tool-data/tool-data.service';
import { insightCards, type HabitDays } from './insight-cards';
import { MIN_DAYS } from './insight-statistics';
import * as repo from './insights.repository';

/** The days looked at: about a season, long enough for patterns and short enough to be the member's life now. */
export const WINDOW_DAYS = 90;
/** Habits compared with mood: the newest, each a test of its own (more would find noise by chance). */
const HABITS_COMPARED = 8;
/** DBT skill uses read for "what helped". */
const PAIRS_READ = 1_000;

function habitDays(rows: readonly { id: string; data: unknown }[], from: string): HabitDays[] {
  const habits: HabitDays[] = [];
  for (const row of rows) {
    const habit = readStoredHabit(row.data);
    if (!habit || habit.archived) continue;
    const ticks = habit.completions.filter((day) => isCalendarDate(day) && day >= from).sort();
    const firstTick = ticks[0];
    if (firstTick === undefined) continue;
    habits.push({ id: row.id, name: habit.name, ticks: new Set(ticks), firstTick });
    if (habits.length === HABITS_COMPARED) break;
  }
  return habits;
}

/** Computes the member's insights over the window ending on their day `today` (five statements). */
export async function computeInsights(
  db: DbOrTx,
  member: { userId: string; timeZone: string; endOfDayHour: number },
  today: string,
): Promise<InsightsReport> {
  const from = addDaysToKey(today, -(WINDOW_DAYS - 1));
  // The day frame's first instant is at most a day before `from` in any zone; a day more for the day end hour.
  const since = new Date(Date.parse(`${from}T00:00:00Z`) - 2 * 86_400_000);
  const frame = { ...member, from, to: today };
  const days = await repo.findMoodDays(db, frame);
  const habits = habitDays(await findNewestHabits(db, member.userId), from);
  const traps = await repo.findTrapMentions(db, { ...member, since });
  const pairs = await repo.findRegulationPairs(db, { userId: member.userId, since, limit: PAIRS_READ });
  return {
    computedOn: today,
    moodDays: days.length,
    minimumDays: MIN_DAYS,
    windowDays: WINDOW_DAYS,
    items: insightCards({ days, habits, traps, pairs }),
  };
}

/**
 * The member's insights, computed at most once a member day and then served from what was stored: a new entry
 * shows in tomorrow's insights, never by recomputing on every read. The first read of a day computes under a
 * row lock, so two at once compute once.
 */
export async function getInsights(db: Database, userId: string, now = new Date()): Promise<InsightsReport> {
  const { timeZone, endOfDayHour } = await dayPreferencesWithCurrentDays(db, userId);
  const today = memberDay(now, timeZone, endOfDayHour);
  const todays = (stored: { computedOn: string; report: unknown } | null) => {
    const parsed = stored?.computedOn === today ? insightsReportSchema.safeParse(stored.report) : null;
    return parsed?.success ? parsed.data : null;
  };
  const kept = todays(await repo.findStoredReport(db, userId));
  if (kept) return kept;
  return db.transaction(async (tx) => {
    // Another request may have computed today's while this one waited for the lock.
    const computed = todays(await repo.lockStoredReport(tx, userId));
    if (computed) return computed;
    const report = await computeInsights(tx, { userId, timeZone, endOfDayHour }, today);
    await repo.storeReport(tx, userId, today, report);
    return report;
  });
}
