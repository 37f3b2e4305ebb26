import { useState } from 'react';
import { intentionEntrySchema } from '@shared/tools/entries/intention-setting-tool.schemas';
import { FormField } from '@client/components/ui/form-field';
import { Input, Select, Textarea } from '@client/components/ui/input';
import { FormActions } from '../../components/form-actions';
import {
  OTHER_FOCUS_AREA,
  choiceFromFocusArea,
  focusAreaFromChoice,
  focusAreas,
  type IntentionEntry,
} from '../intention-days';

interface IntentionFormProps {
  /** The day the intention is for (a new one) or the entry being edited. */
  date: string;
  initial?: IntentionEntry;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (data: IntentionEntry) => Promise<boolean>;
  onCancel?: () => void;
}

/** Sets or edits one day's intention and its focus area; an existing check-in is kept as it is. */
export function IntentionForm({
  date,
  initial,
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
}: IntentionFormProps) {
  const start = choiceFromFocusArea(initial?.focusArea);
  const [intention, setIntention] = useState(initial?.intention ?? '');
  const [choice, setChoice] = useState(start.choice);
  const [other, setOther] = useState(start.other);
  const [errors, setErrors] = useState<{ intention?: string; focusArea?: string }>({});

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = intentionEntrySchema.safeParse({
      date: initial?.date ?? date,
      intention,
      focusArea: focusAreaFromChoice(choice, other),
      checkIn: initial?.checkIn,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'intention' || field === 'focusArea') next[field] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    if ((await onSubmit(parsed.data)) && !initial) setIntention('');
  };

  return (
    <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <FormField
        label="Your intention"
        hint="One short sentence, such as “Listen more than I speak”."
        error={errors.intention}
      >
        <Textarea
          value={intention}
          onChange={(e) => setIntention(e.target.value)}
          rows={2}
          maxLength={300}
          className="min-h-20"
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Focus area" error={choice === OTHER_FOCUS_AREA ? undefined : errors.focusArea}>
          <Select value={choice} onChange={(e) => setChoice(e.target.value)}>
            {focusAreas.map((area) => (
              <option key={area} value={area}>
                {area}
              </option>
            ))}
            <option value={OTHER_FOCUS_AREA}>Other…</option>
          </Select>
        </FormField>
        {choice === OTHER_FOCUS_AREA ? (
          <FormField label="Your focus area" error={errors.focusArea}>
            <Input value={other} onChange={(e) => setOther(e.target.value)} maxLength={60} />
          </FormField>
        ) : null}
      </div>
      <FormActions submitLabel={submitLabel} isPending={isPending} onCancel={onCancel} />
    </form>
  );
}
