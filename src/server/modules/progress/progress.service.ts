import type { DateOrder } from '@shared/dates/date-order';
import { memberDay } from '@shared/progress/member-day';
import type { ProgressReport } from '@shared/progress/progress.schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { ContentService } from '../content/content.service';
import { dayPreferencesWithCurrentDays } from './member-days.service';
import { chartBuilders } from './progress-charts';
import { journalMoodOn } from './progress.repository';

export interface ProgressDeps {
  db: Database;
  content: Pick<ContentService, 'getBundle'>;
}

/**
 * One progress section for the member, from their per-day summaries (member_days); hidden or unknown → 404. The
 * summaries write days in `dateOrder` (the request's language).
 */
export async function getProgressReport(
  deps: ProgressDeps,
  userId: string,
  featureId: string,
  range: { from: string; to: string },
  dateOrder: DateOrder = 'day-first',
): Promise<ProgressReport> {
  const { bundle } = await deps.content.getBundle();
  const feature = bundle.progressFeatures.find((p) => p.id === featureId && p.isVisible);
  const build = chartBuilders[featureId];
  if (!feature || !build) throw notFound('That progress section does not exist.');
  const { timeZone, endOfDayHour, restDays } = await dayPreferencesWithCurrentDays(deps.db, userId);
  const charts = await build(deps.db, { userId, timeZone, endOfDayHour, restDays, dateOrder, ...range });
  return { featureId, ...range, timeZone, charts };
}

/**
 * How today has felt, by the member's journal: the average mood (1–5) of today's entries in their own day, or
 * null. The forum's composer asks, to offer a pause before posting on a hard day; nothing else is said.
 */
export async function getMoodToday(db: Database, userId: string, now = new Date()) {
  const { timeZone, endOfDayHour } = await dayPreferencesWithCurrentDays(db, userId);
  const day = memberDay(now, timeZone, endOfDayHour);
  return { day, mood: await journalMoodOn(db, userId, day) };
}
