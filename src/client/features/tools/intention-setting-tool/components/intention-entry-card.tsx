import { CheckCircle2, Pencil } from 'lucide-react';
import { parseISO } from 'date-fns';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { formatDate } from '@client/lib/format-date';
import type { TypedEntry } from '../../api/tool-entries-api';
import { DeleteEntryButton } from '../../components/delete-entry-button';
import type { IntentionEntry } from '../intention-days';
import { useIntentionActions } from '../use-intention-actions';
import { CheckInForm } from './check-in-form';
import { CheckInSummary } from './check-in-summary';
import { IntentionDetails } from './intention-details';
import { IntentionForm } from './intention-form';

/** An intention with its check-in, editable in place: the words, the check-in, or both gone. */
export function IntentionEntryCard({
  entry,
  isToday = false,
}: {
  entry: TypedEntry<IntentionEntry>;
  /** Today's card: no date line, and the check-in form open until the member has checked in. */
  isToday?: boolean;
}) {
  const [mode, setMode] = useState<'view' | 'edit' | 'check-in'>('view');
  const actions = useIntentionActions();
  const { data } = entry;

  if (mode === 'edit') {
    return (
      <IntentionForm
        date={data.date}
        initial={data}
        submitLabel="Save changes"
        isPending={actions.isUpdating}
        onCancel={() => setMode('view')}
        onSubmit={async (next) => {
          const saved = await actions.update(entry.id, next);
          if (saved) setMode('view');
          return saved;
        }}
      />
    );
  }

  const actionsRow =
    mode === 'view' ? (
      <div className="flex flex-wrap gap-2">
        {isToday && !data.checkIn ? null : (
          <Button variant="secondary" size="sm" onClick={() => setMode('check-in')}>
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />{' '}
            {data.checkIn ? 'Change check-in' : 'Check in'}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={() => setMode('edit')}>
          <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
          <span className="sr-only"> this intention</span>
        </Button>
        <DeleteEntryButton
          hiddenSuffix="this intention"
          title="Delete this intention?"
          description="The intention and its check-in will be gone for good."
          onConfirm={() => actions.remove(entry.id)}
        />
      </div>
    ) : null;

  return (
    <div className="space-y-3">
      {isToday ? null : (
        <p className="text-sm text-slate-600">
          Intention for {formatDate(parseISO(data.date), 'EEE d MMM yyyy')}
        </p>
      )}
      <IntentionDetails data={data} />
      {isToday ? actionsRow : null}
      {mode === 'check-in' ? (
        <CheckInForm
          entry={data}
          isPending={actions.isUpdating}
          onCancel={() => setMode('view')}
          onSubmit={async (next) => {
            const saved = await actions.update(entry.id, next, 'Check-in saved');
            if (saved) setMode('view');
            return saved;
          }}
        />
      ) : data.checkIn ? (
        <CheckInSummary checkIn={data.checkIn} />
      ) : isToday ? (
        <section
          aria-labelledby={`${entry.id}-check-in`}
          className="space-y-3 border-t border-slate-200 pt-4"
        >
          <h3 id={`${entry.id}-check-in`} className="text-lg font-semibold text-slate-900">
            Evening check-in
          </h3>
          <p className="text-slate-700">At the end of the day, look back kindly: any step counts.</p>
          <CheckInForm
            entry={data}
            isPending={actions.isUpdating}
            onSubmit={(next) => actions.update(entry.id, next, 'Check-in saved')}
          />
        </section>
      ) : (
        <p className="text-sm text-slate-600">No check-in yet.</p>
      )}
      {isToday ? null : actionsRow}
    </div>
  );
}
