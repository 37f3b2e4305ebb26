import type { Dashboard } from '@shared/dashboard/dashboard.schemas';
import { STREAK_LOOKBACK_DAYS, kindStreakOfOffsets } from '@shared/progress/kind-streak';
import { addDaysToKey, memberDay, weekdayOf } from '@shared/progress/member-day';
import { intentionEntrySchema } from '@shared/tools/tool-data.schemas';
import type { Database } from '../../db/client';
import type { ContentService } from '../content/content.service';
import type { Viewer } from '../../lib/viewer';
import { dayPreferencesWithCurrentDays } from '../progress/member-days.service';
import { readStoredHabit } from '../progress/stored-habits';
import * as repo from './dashboard.repository';

export interface DashboardDeps {
  db: Database;
  content: Pick<ContentService, 'recommend'>;
  logError?: (error: unknown) => void;
}

// One formatter per zone: building one costs more than the rest of the greeting.
const hourFormats = new Map<string, Intl.DateTimeFormat>();

function partOfDay(now: Date, timeZone: string): Dashboard['partOfDay'] {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    if (hourFormats.size < 1_000) hourFormats.set(timeZone, format);
  }
  const hour = Number(format.format(now));
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}

/**
 * The signed-in home in one call, with a fixed number of queries whatever the member's history: the streak and
 * today's figures come from the per-day summaries (member_days).
 */
export async function getDashboard(
  deps: DashboardDeps,
  viewer: Viewer,
  now = new Date(),
): Promise<Dashboard> {
  const { db } = deps;
  const userId = viewer.userId;
  const prefs = await dayPreferencesWithCurrentDays(db, userId);
  const today = memberDay(now, prefs.timeZone, prefs.endOfDayHour);
  const frame = {
    userId,
    timeZone: prefs.timeZone,
    endOfDayHour: prefs.endOfDayHour,
    from: addDaysToKey(today, -STREAK_LOOKBACK_DAYS),
    to: today,
  };
  const facts = await repo.findDashboardFacts(db, frame);
  const {
    intention,
    focusMinutes: focusMinutesToday,
    habits: habitRows,
    recent,
    activeOffsets,
    lastSkill,
  } = facts;
  const recommendations = await deps.content
    .recommend(viewer, 3, {
      practisedSkillIds: facts.practisedSkillIds,
      interests: prefs.interests,
      experience: prefs.experience,
    })
    .catch((error: unknown) => {
      deps.logError?.(error);
      return null;
    });
  const weekday = weekdayOf(today);
  const habits = habitRows.flatMap((row) => {
    const habit = readStoredHabit(row.data);
    if (!habit || habit.archived) return [];
    const { schedule } = habit;
    if (schedule.type === 'weekdays' && !schedule.days.includes(weekday)) return [];
    return [{ id: row.id, name: habit.name, schedule, doneToday: habit.completions.includes(today) }];
  });
  const parsedIntention = intention ? intentionEntrySchema.safeParse(intention.data) : null;
  const streak = kindStreakOfOffsets({
    activeOffsets,
    today,
    restDays: prefs.restDays,
  });
  return {
    firstName: viewer.profile?.firstName ?? '',
    today,
    timeZone: prefs.timeZone,
    partOfDay: partOfDay(now, prefs.timeZone),
    onboardingDone: prefs.onboardedAt !== null,
    intention:
      intention && parsedIntention?.success
        ? {
            id: intention.id,
            intention: parsedIntention.data.intention,
            focusArea: parsedIntention.data.focusArea,
            checkedIn: parsedIntention.data.checkIn !== undefined,
          }
        : null,
    habits,
    focusMinutesToday,
    recommendations,
    lastSkill: lastSkill && { ...lastSkill, completedAt: lastSkill.completedAt.toISOString() },
    streak: { current: streak.current, skipsLeftThisMonth: streak.skipsLeftThisMonth },
    recentActivity: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
