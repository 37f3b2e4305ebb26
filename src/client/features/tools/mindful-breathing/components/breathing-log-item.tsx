import { Pencil } from 'lucide-react';
import {
  breathingPatterns,
  breathingSessionEntrySchema,
} from '@shared/tools/entries/mindful-breathing.schemas';
import type { ToolEntryData } from '@shared/tools/tool-data.schemas';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input, Select } from '@client/components/ui/input';
import type { TypedEntry } from '../../api/tool-entries-api';
import { useDeleteToolEntry } from '../../api/tool-entries-api';
import { useEntryEditor } from '../../api/use-entry-editor';
import { DeleteEntryButton } from '../../components/delete-entry-button';
import { useToolForm } from '../../components/use-tool-form';
import { breathingPatternDetails } from '../breathing-patterns';
import { formatPractice } from '../breathing-summary';

type BreathingSession = ToolEntryData<'mindful-breathing'>;

const MINUTES_MESSAGE = 'Enter whole minutes, 1 to 240.';

/** Whole minutes, 1 to 240, as seconds; anything else as a duration the schema refuses. */
function durationOf(minutes: string): number {
  const value = Number(minutes);
  return Number.isInteger(value) && value >= 1 && value <= 240 ? value * 60 : Number.NaN;
}

/** One logged session: what was practised and for how long, with edit and delete. */
export function BreathingLogItem({ entry }: { entry: TypedEntry<BreathingSession> }) {
  const editor = useEntryEditor<BreathingSession>('mindful-breathing', entry.id, {
    saved: 'Session updated',
    failed: 'Could not update the session',
  });
  const remove = useDeleteToolEntry('mindful-breathing');
  const { form, submit } = useToolForm({
    schema: breathingSessionEntrySchema,
    values: () => ({
      pattern: entry.data.pattern,
      minutes: String(Math.max(1, Math.round(entry.data.durationSeconds / 60))),
    }),
    // The minutes are the one field that can be wrong; whatever else the schema says is said under them.
    fields: ['minutes'],
    fieldOf: () => 'minutes',
    toData: (values) => ({
      ...entry.data,
      pattern: values.pattern,
      durationSeconds: durationOf(values.minutes),
    }),
    messages: { minutes: MINUTES_MESSAGE },
  });
  const name = breathingPatternDetails[entry.data.pattern].name;

  const save = submit((data) => editor.save(data));

  if (editor.editing) {
    return (
      <form className="space-y-3" onSubmit={(event) => void save(event)} noValidate>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Pattern">
            <Select {...form.register('pattern')}>
              {breathingPatterns.map((key) => (
                <option key={key} value={key}>
                  {breathingPatternDetails[key].name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Minutes practised" error={form.formState.errors.minutes?.message}>
            <Input type="number" inputMode="numeric" min={1} max={240} {...form.register('minutes')} />
          </FormField>
        </div>
        <div className="flex gap-2">
          <Button type="submit" disabled={editor.isPending}>
            Save changes
          </Button>
          <Button variant="secondary" onClick={editor.cancel}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="flex items-start justify-between gap-3">
      <p className="text-slate-800">
        <span className="font-semibold text-slate-900">{formatPractice(entry.data.durationSeconds)}</span> ·{' '}
        {name}
      </p>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit the ${name} session`}
          onClick={editor.startEditing}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
        </Button>
        <DeleteEntryButton
          label={`Delete the ${name} session`}
          title="Delete this session?"
          description="It will be removed from your log and your weekly total."
          remove={remove}
          id={entry.id}
          successTitle="Session deleted"
          failureTitle="Could not delete the session"
        />
      </div>
    </div>
  );
}
