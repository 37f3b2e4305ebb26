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
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour of the day in `timeZone` and that zone's offset from UTC, at `now`. */
export function zoneClock(now: Date, timeZone: string): { hour: number; utcOffsetMinutes: number } {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    if (zoneFormats.size < 1_000) zoneFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  // "GMT-08:00", "GMT+05:30", or "GMT" for UTC itself.
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(
    parts.find((part) => part.type === 'timeZoneName')?.value ?? '',
  );
  const utcOffsetMinutes = offset
    ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]))
    : 0;
  return { hour, utcOffsetMinutes };
}

function partOfDay(hour: number): Dashboard['partOfDay'] {
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
  const clock = zoneClock(now, prefs.timeZone);
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
    partOfDay: partOfDay(clock.hour),
    utcOffsetMinutes: clock.utcOffsetMinutes,
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
