import { startOfDay, subDays } from 'date-fns';
import { CheckCircle2, Circle, Timer } from 'lucide-react';
import { useMemo } from 'react';
import { isCompletedSession } from '@shared/tools/pomodoro/pomodoro-settings';
import { pomodoroEntrySchema } from '@shared/tools/entries/pomodoro-timer.schemas';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import {
  toolEntriesQueryOptions,
  toolEntriesSinceQueryOptions,
  useDeleteToolEntry,
  useToolEntries,
  useToolEntriesSince,
} from '@client/features/tools/api/tool-entries-api';
import { DeleteEntryButton } from '@client/features/tools/components/delete-entry-button';
import { EntryHistory, historyPaging } from '@client/features/tools/components/entry-history';
import { useDayOf } from '@client/lib/member-day';
import { completedToday, focusMinutesPerDay, minutesLabel, weekdayName } from '../focus-stats';
import { FocusMinutesBars } from './focus-minutes-bars';

const TOOL = 'pomodoro-timer';

/** Where the week's chart starts: a day more than the week on this device's clock (the member's days may start hours before its midnights). */
export const historyWeekStart = () => startOfDay(subDays(new Date(), 7));

/** What the history reads as the page opens (the page's prefetchData). */
export const pomodoroHistoryQueries = () => ({
  week: toolEntriesSinceQueryOptions(TOOL, pomodoroEntrySchema, historyWeekStart()),
  history: toolEntriesQueryOptions(TOOL, pomodoroEntrySchema),
});

/** Today's count, focus minutes per day for the last week, and the session history. */
export function PomodoroHistory({ focusDuration }: { focusDuration: number }) {
  const weekStart = useMemo(historyWeekStart, []);
  const week = useToolEntriesSince(TOOL, pomodoroEntrySchema, weekStart);
  const history = useToolEntries(TOOL, pomodoroEntrySchema);
  const remove = useDeleteToolEntry(TOOL);
  const dayOf = useDayOf();
  const today = dayOf(new Date());
  const sessions = (week.data ?? []).map((e) => e.data);
  const days = focusMinutesPerDay(sessions, today, dayOf);
  const todayCount = completedToday(sessions, today, dayOf, focusDuration);
  const weekMinutes = days.reduce((sum, d) => sum + d.minutes, 0);

  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">Today</h2>
          <p className="mt-2 text-4xl font-bold text-slate-900" data-testid="today-count">
            {todayCount}
          </p>
          <p className="text-slate-700">{todayCount === 1 ? 'focus session done' : 'focus sessions done'}</p>
        </Card>
        <Card>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">
            Focus minutes, last 7 days
          </h2>
          <p className="sr-only">
            {days.map((d) => `${weekdayName(d.day)}: ${minutesLabel(d.minutes, 'long')}`).join('; ')}.{' '}
            {minutesLabel(weekMinutes, 'long')} in all.
          </p>
          <div className="mt-2 h-36" aria-hidden="true">
            <FocusMinutesBars days={days} />
          </div>
        </Card>
      </div>
      <EntryHistory
        title="Focus history"
        {...historyPaging(history)}
        empty={
          <EmptyState icon={Timer} title="No focus sessions yet">
            <p>
              Name what you are working on, press Start and give it your full attention until the bell. Then
              rest.
            </p>
          </EmptyState>
        }
        renderEntry={(entry) => {
          const done = isCompletedSession(entry.data.duration, focusDuration);
          const Icon = done ? CheckCircle2 : Circle;
          return (
            <div className="flex items-center justify-between gap-3" data-testid="focus-session">
              <p className="flex items-center gap-2 text-slate-800">
                <Icon
                  aria-hidden="true"
                  className={done ? 'h-5 w-5 text-teal-700' : 'h-5 w-5 text-slate-400'}
                />
                <span>
                  <strong className="font-semibold">{entry.data.task || 'Untitled focus'}</strong> ·{' '}
                  {minutesLabel(entry.data.duration, 'short')}
                  <span className="sr-only">{done ? ', done' : ', stopped early'}</span>
                </span>
              </p>
              <DeleteEntryButton
                label="Delete session"
                title="Delete this focus session?"
                description="It will no longer count in your history and charts."
                remove={remove}
                id={entry.id}
                failureTitle="Could not delete the session"
              />
            </div>
          );
        }}
      />
    </div>
  );
}
