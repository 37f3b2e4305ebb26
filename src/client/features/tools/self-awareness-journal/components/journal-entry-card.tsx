import { Pencil } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useDeleteToolEntry, type TypedEntry } from '../../api/tool-entries-api';
import { useEntryEditor } from '../../api/use-entry-editor';
import { DeleteEntryButton } from '../../components/delete-entry-button';
import { moodLabel } from '../emotion-tags';
import { JOURNAL_TOOL_KEY } from '../journal-tool-key';
import { JournalForm, type JournalEntry } from './journal-form';

/** One journal entry in the history, with edit in place and delete. */
export function JournalEntryCard({ entry }: { entry: TypedEntry<JournalEntry> }) {
  const editor = useEntryEditor<JournalEntry>(JOURNAL_TOOL_KEY, entry.id);
  const remove = useDeleteToolEntry(JOURNAL_TOOL_KEY);
  const { data } = entry;

  if (editor.editing) {
    return (
      <JournalForm
        initial={data}
        submitLabel="Save changes"
        isPending={editor.isPending}
        onCancel={editor.cancel}
        onSubmit={editor.save}
      />
    );
  }

  return (
    <div className="space-y-3">
      {data.mode === 'prompt' && data.prompt ? (
        <p className="text-sm italic text-slate-700">{data.prompt}</p>
      ) : null}
      <p className="whitespace-pre-wrap break-words text-slate-900">{data.text}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-800">
          Mood: {data.mood} of 5 · {moodLabel(data.mood)}
        </span>
        {data.emotions.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Emotions">
            {data.emotions.map((emotion) => (
              <li key={emotion} className="rounded-full bg-teal-50 px-3 py-1 text-teal-900">
                {emotion}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={editor.startEditing}>
          <Pencil aria-hidden="true" className="h-4 w-4" /> Edit<span className="sr-only"> this entry</span>
        </Button>
        <DeleteEntryButton
          hiddenSuffix="this entry"
          title="Delete this journal entry?"
          description="What you wrote will be gone for good."
          remove={remove}
          id={entry.id}
          successTitle="Entry deleted"
          failureTitle="Could not delete the entry"
        />
      </div>
    </div>
  );
}
