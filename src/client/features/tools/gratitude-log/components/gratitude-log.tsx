import { Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { subDays } from 'date-fns';
import { gratitudeEntrySchema } from '@shared/tools/entries/gratitude-log.schemas';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { toast, toastError } from '@client/components/ui/toast-store';
import { KEPT_ON_DEVICE, useSaveNewEntry } from '../../api/save-new-entry';
import { useToolEntries, useToolEntriesSince } from '../../api/tool-entries-api';
import { EntryHistory, historyPaging } from '../../components/entry-history';
import { WaitingEntries } from '../../components/waiting-entries';
import { gratitudePrompts, promptIndexForDay } from '../gratitude-prompts';
import { gratitudeStreak, localDay } from '../gratitude-streak';
import { GRATITUDE_TOOL_KEY } from '../gratitude-tool-key';
import { GratitudeEntryCard } from './gratitude-entry-card';
import { GratitudeForm, type GratitudeEntry } from './gratitude-form';
import { GratitudeStreakSummary } from './gratitude-streak-summary';

/** The gratitude log: today's entry, the streak, and the history with edit and delete. */
export function GratitudeLog() {
  // Fixed for the life of the screen so the query key stays stable.
  const [now] = useState(() => new Date());
  const today = localDay(now);
  const recent = useToolEntriesSince(GRATITUDE_TOOL_KEY, gratitudeEntrySchema, subDays(now, 366));
  const history = useToolEntries(GRATITUDE_TOOL_KEY, gratitudeEntrySchema);
  const create = useSaveNewEntry<GratitudeEntry>(GRATITUDE_TOOL_KEY);

  const days = useMemo(() => (recent.data ?? []).map((entry) => localDay(entry.createdAt)), [recent.data]);
  const streak = gratitudeStreak(days, today);

  const save = async (data: GratitudeEntry) => {
    try {
      // Offline or with the server down, the entry is kept on the device and waits to send.
      const outcome = await create.save(data);
      toast(
        outcome.sent
          ? { title: 'Entry saved', description: 'Thank you for taking a moment for this.' }
          : KEPT_ON_DEVICE,
      );
      return true;
    } catch (failure) {
      toastError('Could not save your entry', failure);
      throw failure;
    }
  };

  return (
    <div className="space-y-8">
      <GratitudeStreakSummary
        isPending={recent.isPending}
        current={streak.current}
        best={streak.best}
        writtenToday={days.includes(today)}
      />
      <Card className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-900">What are you grateful for today?</h2>
        <p className="text-slate-700">
          Note one to five things. Small ones count: a warm drink, a kind word, a quiet minute.
        </p>
        <GratitudeForm
          defaultPrompt={gratitudePrompts[promptIndexForDay(now)]}
          submitLabel="Save entry"
          isPending={create.isPending}
          onSubmit={save}
        />
      </Card>
      <WaitingEntries
        toolKey={GRATITUDE_TOOL_KEY}
        schema={gratitudeEntrySchema}
        describe={(entry) => entry.items.join('\n')}
      />
      <EntryHistory
        title="Your gratitude log"
        {...historyPaging(history)}
        empty={
          <EmptyState icon={Sparkles} title="Your log is empty for now">
            <p>Write your first entry above: even one good thing is enough to begin.</p>
            <p>Come back each day to build a streak. Entries are private to you.</p>
          </EmptyState>
        }
        renderEntry={(entry) => <GratitudeEntryCard entry={entry} />}
      />
    </div>
  );
}
