import { NotebookPen } from 'lucide-react';
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
import { useToolForm } from './use-tool-form';

/** The plain entry log of a tool that has no screen of its own. */
export function PlainNoteLog({ toolKey }: { toolKey: string }) {
  const history = useToolEntries(toolKey, genericEntrySchema);
  const create = useCreateToolEntry<{ note: string }>(toolKey);
  const remove = useDeleteToolEntry(toolKey);
  const { form, submit, startAgain } = useToolForm({
    schema: genericEntrySchema,
    values: () => ({ note: '' }),
    fields: ['note'],
  });

  const save = submit(async (data) => {
    try {
      await create.mutateAsync(data);
    } catch (failure) {
      toastError('Could not save your entry', failure);
      throw failure;
    }
    startAgain();
    toast({ title: 'Entry saved' });
  });

  return (
    <div className="space-y-8">
      <Card>
        <form className="space-y-4" onSubmit={(event) => void save(event)} noValidate>
          <FormField label="New entry" error={form.formState.errors.note?.message}>
            <Textarea {...form.register('note')} rows={4} />
          </FormField>
          <Button type="submit" disabled={create.isPending}>
            Save entry
          </Button>
        </form>
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
