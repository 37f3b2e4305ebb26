import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { emotionalRegulationEntrySchema } from '@shared/tools/entries/emotional-regulation-tool.schemas';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/input';
import { DeleteEntryButton } from '../../components/delete-entry-button';
import { FormActions } from '../../components/form-actions';
import { useToolForm } from '../../components/use-tool-form';
import { formatIntensityChange, type RegulationEntry } from '../regulation-flow';
import { skillGuides } from '../regulation-skill-guides';
import { IntensitySlider } from './intensity-slider';

interface RegulationHistoryItemProps {
  entry: RegulationEntry;
  /** Saves the edited entry; resolves true when it was saved, rejects with the failure (already shown). */
  onSave: (entry: RegulationEntry) => Promise<boolean>;
  onDelete: () => void;
  isSaving: boolean;
}

/** One saved practice: the emotion, the skill, before → after, the note; ratings and note can be edited. */
export function RegulationHistoryItem({ entry, onSave, onDelete, isSaving }: RegulationHistoryItemProps) {
  const [editing, setEditing] = useState(false);
  const guide = skillGuides[entry.skill];
  const saved = () => ({
    intensityBefore: entry.intensityBefore,
    intensityAfter: entry.intensityAfter ?? entry.intensityBefore,
    note: entry.note ?? '',
  });
  const { form, submit, startAgain } = useToolForm({
    schema: emotionalRegulationEntrySchema,
    values: saved,
    // Only the ratings and the note can change here; whatever else the schema says is said under the note.
    fields: ['note'],
    fieldOf: () => 'note',
    toData: (values) => ({ ...entry, ...values, note: values.note.trim() === '' ? undefined : values.note }),
  });

  const startEditing = () => {
    startAgain();
    setEditing(true);
  };

  const handleSave = submit(async (data) => {
    if (await onSave(data)) setEditing(false);
  });

  if (editing) {
    return (
      <form
        className="space-y-4"
        aria-label={`Edit ${entry.emotion}, ${guide.name}`}
        onSubmit={(e) => void handleSave(e)}
        noValidate
      >
        <p className="font-semibold text-slate-900">
          {entry.emotion} · {guide.name}
        </p>
        <Controller
          control={form.control}
          name="intensityBefore"
          render={({ field }) => (
            <IntensitySlider label="How strong it was before" value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={form.control}
          name="intensityAfter"
          render={({ field }) => (
            <IntensitySlider label="How strong it was after" value={field.value} onChange={field.onChange} />
          )}
        />
        <FormField label="Note" error={form.formState.errors.note?.message}>
          <Textarea {...form.register('note')} rows={3} maxLength={2000} className="min-h-24" />
        </FormField>
        <FormActions submitLabel="Save changes" isPending={isSaving} onCancel={() => setEditing(false)} />
      </form>
    );
  }

  return (
    <article className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-slate-900">
          {entry.emotion}
          {entry.emotionGroup !== entry.emotion ? (
            <span className="font-normal text-slate-600"> · {entry.emotionGroup}</span>
          ) : null}
        </p>
        <p className="text-lg font-semibold tabular-nums text-teal-800">
          <span className="sr-only">Intensity before and after: </span>
          {formatIntensityChange(entry.intensityBefore, entry.intensityAfter)}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        Skill: <span className="font-medium text-slate-900">{guide.name}</span> · followed{' '}
        {entry.stepsCompleted} of {guide.steps.length} steps
      </p>
      {entry.note ? <p className="whitespace-pre-wrap break-words text-slate-800">{entry.note}</p> : null}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button variant="ghost" size="sm" onClick={startEditing}>
          <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
        </Button>
        <DeleteEntryButton
          title="Delete this entry?"
          description="It will be gone for good."
          onConfirm={onDelete}
        />
      </div>
    </article>
  );
}
