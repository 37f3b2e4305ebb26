import { Sunrise } from 'lucide-react';
import { intentionEntrySchema } from '@shared/tools/entries/intention-setting-tool.schemas';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { Spinner } from '@client/components/ui/spinner';
import { useDayOf } from '@client/lib/member-day';
import { useToolEntries } from '../../api/tool-entries-api';
import * as z from '@shared/api/zod-mini';
import { EntryHistory, historyPaging } from '../../components/entry-history';
import { WaitingEntries, useWaitingEntries } from '../../components/waiting-entries';
import { INTENTION_TOOL_KEY, findTodaysIntention } from '../intention-days';
import { useIntentionActions } from '../use-intention-actions';
import { IntentionDetails } from './intention-details';
import { IntentionEntryCard } from './intention-entry-card';
import { IntentionForm } from './intention-form';

/** Today's intention (or the form to set it) with its evening check-in, and the earlier days. */
export function IntentionTool() {
  // The member's day: the dashboard shows the intention dated with it.
  const today = useDayOf()(new Date());
  const history = useToolEntries(INTENTION_TOOL_KEY, intentionEntrySchema);
  const actions = useIntentionActions();
  const todays = findTodaysIntention(history.entries, today);
  const earlier = history.entries.filter((entry) => entry.id !== todays?.id);
  // Set today on this device and not saved yet (offline): shown as today's, and checked in once it is saved.
  const waitingToday = useWaitingEntries(INTENTION_TOOL_KEY)
    .map((entry) => z.safeParse(intentionEntrySchema, entry.data).data)
    .find((data) => data?.date === today);

  return (
    <div className="space-y-8">
      <Card className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-900">Today’s intention</h2>
        {waitingToday && !todays ? (
          <div className="space-y-3">
            <IntentionDetails data={waitingToday} />
            <p className="text-slate-700">
              Waiting to send: kept on this device until you are back online. You can check in once it is
              saved.
            </p>
          </div>
        ) : history.isPending ? (
          <Spinner label="Loading today’s intention" />
        ) : todays ? (
          <IntentionEntryCard key={todays.id} entry={todays} isToday />
        ) : (
          <>
            <p className="text-slate-700">
              What would you like to bring to today? Choose one thing to keep in mind, and an area of life it
              serves.
            </p>
            <IntentionForm
              date={today}
              submitLabel="Set intention"
              isPending={actions.isCreating}
              onSubmit={actions.create}
            />
          </>
        )}
      </Card>
      <WaitingEntries
        toolKey={INTENTION_TOOL_KEY}
        schema={intentionEntrySchema}
        describe={(entry) => `${entry.focusArea}: ${entry.intention}`}
      />
      <EntryHistory
        title="Earlier intentions"
        {...historyPaging(history)}
        entries={earlier}
        empty={
          <EmptyState icon={Sunrise} title="Nothing here yet">
            <p>Each day’s intention and how you lived it will collect here, so you can notice what helps.</p>
            <p>Set one each morning, then check in before bed.</p>
          </EmptyState>
        }
        renderEntry={(entry) => <IntentionEntryCard entry={entry} />}
      />
    </div>
  );
}
