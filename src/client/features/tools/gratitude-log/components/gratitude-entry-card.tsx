import { Pencil } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useDeleteToolEntry, type TypedEntry } from '../../api/tool-entries-api';
import { useEntryEditor } from '../../api/use-entry-editor';
import { DeleteEntryButton } from '../../components/delete-entry-button';
import { GRATITUDE_TOOL_KEY } from '../gratitude-tool-key';
import { GratitudeForm, type GratitudeEntry } from './gratitude-form';

/** One entry in the history: its prompt and good things, with edit and delete. */
export function GratitudeEntryCard({ entry }: { entry: TypedEntry<GratitudeEntry> }) {
  const editor = useEntryEditor<GratitudeEntry>(GRATITUDE_TOOL_KEY, entry.id);
  const remove = useDeleteToolEntry(GRATITUDE_TOOL_KEY);

  if (editor.editing) {
    return (
      <GratitudeForm
        initial={entry.data}
        submitLabel="Save changes"
        isPending={editor.isPending}
        onCancel={editor.cancel}
        onSubmit={editor.save}
      />
    );
  }

  return (
    <div className="space-y-3">
      {entry.data.prompt ? <p className="text-sm italic text-slate-700">{entry.data.prompt}</p> : null}
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {entry.data.items.map((item, index) => (
          <li key={index} className="break-words">
            {item}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={editor.startEditing}>
          <Pencil aria-hidden="true" className="h-4 w-4" /> Edit<span className="sr-only"> this entry</span>
        </Button>
        <DeleteEntryButton
          hiddenSuffix="this entry"
          title="Delete this entry?"
          description="These good things will be removed from your log for good."
          remove={remove}
          id={entry.id}
          successTitle="Entry deleted"
          failureTitle="Could not delete the entry"
        />
      </div>
    </div>
  );
}
