import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { genericEntrySchema } from '@shared/tools/entries/generic.schemas';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { FormField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/input';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useCreateToolEntry, useDeleteToolEntry, useToolEntries } from '../api/tool-entries-api';
import { DeleteEntryButton } from './delete-entry-button';
import { EntryHistory, historyPaging } from './entry-history';

/** The plain entry log of a tool that has no screen of its own. */
export function PlainNoteLog({ toolKey }: { toolKey: string }) {
  const history = useToolEntries(toolKey, genericEntrySchema);
  const create = useCreateToolEntry<{ note: string }>(toolKey);
  const remove = useDeleteToolEntry(toolKey);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  const save = async () => {
    const parsed = genericEntrySchema.safeParse({ note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await create.mutateAsync(parsed.data);
      setNote('');
      toast({ title: 'Entry saved' });
    } catch (failure) {
      toastError('Could not save your entry', failure);
    }
  };

  return (
    <div className="space-y-8">
      <Card className="space-y-4">
        <FormField label="New entry" error={error}>
          <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={4} />
        </FormField>
        <Button onClick={() => void save()} disabled={create.isPending}>
          Save entry
        </Button>
      </Card>
      <EntryHistory
        {...historyPaging(history)}
        empty={
          <EmptyState icon={NotebookPen} title="No entries yet">
            <p>Write a first note above. Entries are private to you.</p>
          </EmptyState>
        }
        renderEntry={(entry) => (
          <div className="flex items-start justify-between gap-3">
            <p className="whitespace-pre-wrap text-slate-800">{entry.data.note}</p>
            <DeleteEntryButton
              label="Delete entry"
              title="Delete this entry?"
              description="It will be gone for good."
              remove={remove}
              id={entry.id}
              failureTitle="Could not delete the entry"
            />
          </div>
        )}
      />
    </div>
  );
}
