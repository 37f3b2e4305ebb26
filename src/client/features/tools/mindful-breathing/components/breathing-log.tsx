import { Wind } from 'lucide-react';
import { useState } from 'react';
import { breathingSessionEntrySchema } from '@shared/tools/entries/mindful-breathing.schemas';
import { EmptyState } from '@client/components/ui/empty-state';
import { useToolEntries, useToolEntriesSince } from '../../api/tool-entries-api';
import { EntryHistory, historyPaging } from '../../components/entry-history';
import { startOfThisWeek, weekSummary } from '../breathing-summary';
import { BreathingLogItem } from './breathing-log-item';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** This week's total and the log of past sessions. */
export function BreathingLog() {
  const [weekStart] = useState(() => startOfThisWeek(new Date()));
  const history = useToolEntries('mindful-breathing', breathingSessionEntrySchema);
  const week = useToolEntriesSince('mindful-breathing', breathingSessionEntrySchema, weekStart);
  const summary = weekSummary(
    (week.data ?? []).map((entry) => entry.data),
    weekStart,
  );

  return (
    <div className="space-y-4">
      <section aria-labelledby="week-heading" className="rounded-2xl bg-teal-50 p-4">
        <h2 id="week-heading" className="text-base font-semibold text-teal-900">
          This week
        </h2>
        <p className="text-slate-800" data-testid="week-summary">
          {week.isPending
            ? 'Adding up…'
            : `${plural(summary.sessions, 'session')}, ${plural(summary.minutes, 'minute')}`}
        </p>
      </section>
      <EntryHistory
        title="Your sessions"
        {...historyPaging(history)}
        empty={
          <EmptyState icon={Wind} title="No sessions yet">
            <p>Pick a pattern and a length above, press Start and follow the circle.</p>
            <p>Sessions you finish, or stop after at least 30 seconds, are logged here.</p>
          </EmptyState>
        }
        renderEntry={(entry) => <BreathingLogItem entry={entry} />}
      />
    </div>
  );
}
