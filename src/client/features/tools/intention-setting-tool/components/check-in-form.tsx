import { Controller } from 'react-hook-form';
import { intentionEntrySchema } from '@shared/tools/entries/intention-setting-tool.schemas';
import { FormField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/input';
import { FormActions } from '../../components/form-actions';
import { RadioScale } from '../../components/radio-scale';
import { useToolForm } from '../../components/use-tool-form';
import { checkInRatingLabels, type IntentionEntry } from '../intention-days';

interface CheckInFormProps {
  entry: IntentionEntry;
  isPending: boolean;
  /** Resolves true when saved; rejects with the failure (already shown), whose field messages go on the fields. */
  onSubmit: (data: IntentionEntry) => Promise<boolean>;
  onCancel?: () => void;
}

interface CheckInFields {
  rating: number | undefined;
  note: string;
}

/** The check-in's rating has its own field; anything else about the check-in is said under the note. */
const checkInFieldOf = (path: string) => (path.startsWith('checkIn.rating') ? 'rating' : 'note');

/** The evening check-in: how fully the intention was lived (1–5), and a note. */
export function CheckInForm({ entry, isPending, onSubmit, onCancel }: CheckInFormProps) {
  const { form, submit } = useToolForm({
    schema: intentionEntrySchema,
    values: (): CheckInFields => ({ rating: entry.checkIn?.rating, note: entry.checkIn?.note ?? '' }),
    fields: ['rating', 'note'],
    toData: (values) => ({
      ...entry,
      checkIn: {
        rating: values.rating,
        note: values.note.trim() || undefined,
        checkedInAt: new Date().toISOString(),
      },
    }),
    fieldOf: checkInFieldOf,
    messages: { rating: 'Choose how fully you lived it today.' },
  });
  const { control, register, formState } = form;

  const handleSubmit = submit((data) => onSubmit(data));

  return (
    <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <RadioScale
            legend="How fully did you live this intention?"
            labels={checkInRatingLabels}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormField
        label="A note for yourself (optional)"
        hint="What helped, or what got in the way?"
        error={formState.errors.note?.message}
      >
        <Textarea {...register('note')} rows={3} maxLength={2000} className="min-h-24" />
      </FormField>
      <FormActions submitLabel="Save check-in" isPending={isPending} onCancel={onCancel} />
    </form>
  );
}
