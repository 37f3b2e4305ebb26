import { Brain } from 'lucide-react';
import { useState } from 'react';
import { thoughtRecordEntrySchema } from '@shared/tools/entries/thought-record-builder.schemas';
import type { ThoughtRecord } from '@shared/tools/thought-records/thought-record-change';
import { EmptyState } from '@client/components/ui/empty-state';
import { toast, toastError } from '@client/components/ui/toast-store';
import { ApiRequestError } from '@client/lib/api-client';
import {
  useCreateToolEntry,
  useDeleteToolEntry,
  useToolEntries,
  useUpdateToolEntry,
} from '../../api/tool-entries-api';
import { EntryHistory, historyPaging } from '../../components/entry-history';
import { draftFromRecord, isDraftStarted, type FieldErrors } from '../thought-record-draft';
import { useThoughtRecordDraft } from '../use-thought-record-draft';
import { ThoughtRecordHistoryItem } from './thought-record-history-item';
import { ThoughtRecordWizard } from './thought-record-wizard';

const TOOL_KEY = 'thought-record-builder';

/** The thought record builder: the step-by-step wizard and the member's saved records. */
export function ThoughtRecordBuilder() {
  const history = useToolEntries(TOOL_KEY, thoughtRecordEntrySchema);
  const create = useCreateToolEntry<ThoughtRecord>(TOOL_KEY);
  const update = useUpdateToolEntry<ThoughtRecord>(TOOL_KEY);
  const remove = useDeleteToolEntry(TOOL_KEY);
  const { draft, setDraft, replace, reset, restored } = useThoughtRecordDraft();
  const [focusRequest, setFocusRequest] = useState(0);

  const handleSave = async (data: ThoughtRecord): Promise<FieldErrors | null> => {
    const editingId = draft.editingId;
    try {
      if (editingId) await update.mutateAsync({ id: editingId, data });
      else await create.mutateAsync(data);
      toast({
        title: editingId ? 'Record updated' : 'Thought record saved',
        description: editingId
          ? undefined
          : 'Well done for working through it. You’ll find it in your history below.',
      });
      reset();
      setFocusRequest((n) => n + 1);
      return null;
    } catch (failure) {
      toastError('Could not save your record', failure);
      return failure instanceof ApiRequestError ? failure.fields : null;
    }
  };

  const handleEdit = (id: string, record: ThoughtRecord) => {
    replace(draftFromRecord(id, record));
    setFocusRequest((n) => n + 1);
    document.getElementById('thought-record-step-heading')?.scrollIntoView({ block: 'start' });
  };

  const handleDelete = (id: string) => {
    remove.mutate(id, {
      onSuccess: () => {
        if (draft.editingId === id) reset();
        toast({ title: 'Record deleted' });
      },
      onError: (failure) => toastError('Could not delete the record', failure),
    });
  };

  return (
    <div className="space-y-10">
      <div className="space-y-3">
        {restored ? (
          <p role="status" className="rounded-xl bg-teal-50 px-4 py-3 text-sm text-teal-900">
            We kept the record you were working on, so you can pick up where you left off.
          </p>
        ) : null}
        <ThoughtRecordWizard
          draft={draft}
          onChange={setDraft}
          onSave={handleSave}
          onDiscard={reset}
          isSaving={create.isPending || update.isPending}
          focusRequest={focusRequest}
        />
      </div>
      <EntryHistory
        title="Your thought records"
        {...historyPaging(history)}
        empty={
          <EmptyState icon={Brain} title="No thought records yet">
            <p>
              When something upsets you, start with step 1 above: describe what happened, then follow the
              steps. It takes about ten minutes.
            </p>
            <p>Your records are private. Each one shows how much the thought eased.</p>
          </EmptyState>
        }
        renderEntry={(entry) => (
          <ThoughtRecordHistoryItem
            record={entry.data}
            onEdit={() => handleEdit(entry.id, entry.data)}
            confirmBeforeEdit={draft.editingId !== entry.id && isDraftStarted(draft)}
            onDelete={() => handleDelete(entry.id)}
          />
        )}
      />
    </div>
  );
}
