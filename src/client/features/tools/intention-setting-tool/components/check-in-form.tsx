import { useState } from 'react';
import { intentionEntrySchema } from '@shared/tools/entries/intention-setting-tool.schemas';
import { FormField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/input';
import { FormActions } from '../../components/form-actions';
import { RadioScale } from '../../components/radio-scale';
import { checkInRatingLabels, type IntentionEntry } from '../intention-days';

interface CheckInFormProps {
  entry: IntentionEntry;
  isPending: boolean;
  onSubmit: (data: IntentionEntry) => Promise<boolean>;
  onCancel?: () => void;
}

/** The evening check-in: how fully the intention was lived (1–5), and a note. */
export function CheckInForm({ entry, isPending, onSubmit, onCancel }: CheckInFormProps) {
  const [rating, setRating] = useState<number | undefined>(entry.checkIn?.rating);
  const [note, setNote] = useState(entry.checkIn?.note ?? '');
  const [errors, setErrors] = useState<{ rating?: string; note?: string }>({});

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (rating === undefined) return setErrors({ rating: 'Choose how fully you lived it today.' });
    const parsed = intentionEntrySchema.safeParse({
      ...entry,
      checkIn: { rating, note: note.trim() || undefined, checkedInAt: new Date().toISOString() },
    });
    if (!parsed.success) return setErrors({ note: parsed.error.issues[0]?.message });
    setErrors({});
    await onSubmit(parsed.data);
  };

  return (
    <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <RadioScale
        legend="How fully did you live this intention?"
        labels={checkInRatingLabels}
        value={rating}
        onChange={setRating}
        error={errors.rating}
      />
      <FormField
        label="A note for yourself (optional)"
        hint="What helped, or what got in the way?"
        error={errors.note}
      >
        <Textarea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          maxLength={2000}
          className="min-h-24"
        />
      </FormField>
      <FormActions submitLabel="Save check-in" isPending={isPending} onCancel={onCancel} />
    </form>
  );
}
