import { Controller } from 'react-hook-form';
import { intentionEntrySchema } from '@shared/tools/entries/intention-setting-tool.schemas';
import { FormField } from '@client/components/ui/form-field';
import { Input, Select, Textarea } from '@client/components/ui/input';
import { ValueTagsField } from '@client/features/compass/components/value-tags-field';
import { FormActions } from '../../components/form-actions';
import { useToolForm } from '../../components/use-tool-form';
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
  /** Resolves true when saved; rejects with the failure (already shown), whose field messages go on the fields. */
  onSubmit: (data: IntentionEntry) => Promise<boolean>;
  onCancel?: () => void;
}

interface IntentionFields {
  intention: string;
  /** One of the focus areas, or "Other" for the member's own words in `other`. */
  choice: string;
  other: string;
  values: string[];
}

/** The focus area's message goes where it is chosen: the list, or the member's own words for "Other". */
const focusFieldOf = (path: string, values: IntentionFields) =>
  path === 'focusArea' ? (values.choice === OTHER_FOCUS_AREA ? 'other' : 'choice') : undefined;

/** Sets or edits one day's intention and its focus area; an existing check-in is kept as it is. */
export function IntentionForm({
  date,
  initial,
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
}: IntentionFormProps) {
  const { form, submit, startAgain } = useToolForm({
    schema: intentionEntrySchema,
    values: (): IntentionFields => ({
      intention: initial?.intention ?? '',
      ...choiceFromFocusArea(initial?.focusArea),
      values: initial?.values ?? [],
    }),
    fields: ['intention'],
    toData: (values) => ({
      date: initial?.date ?? date,
      intention: values.intention,
      focusArea: focusAreaFromChoice(values.choice, values.other),
      ...(values.values.length ? { values: values.values } : {}),
      checkIn: initial?.checkIn,
    }),
    fieldOf: focusFieldOf,
  });
  const { control, register, watch, formState } = form;
  const { errors } = formState;
  const choice = watch('choice');

  const handleSubmit = submit(async (data) => {
    if ((await onSubmit(data)) && !initial) startAgain((current) => ({ ...current, intention: '' }));
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <FormField
        label="Your intention"
        hint="One short sentence, such as “Listen more than I speak”."
        error={errors.intention?.message}
      >
        <Textarea {...register('intention')} rows={2} maxLength={300} className="min-h-20" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Focus area" error={errors.choice?.message}>
          <Select {...register('choice')}>
            {focusAreas.map((area) => (
              <option key={area} value={area}>
                {area}
              </option>
            ))}
            <option value={OTHER_FOCUS_AREA}>Other…</option>
          </Select>
        </FormField>
        {choice === OTHER_FOCUS_AREA ? (
          <FormField label="Your focus area" error={errors.other?.message}>
            <Input {...register('other')} maxLength={60} />
          </FormField>
        ) : null}
      </div>
      <Controller
        control={control}
        name="values"
        render={({ field }) => <ValueTagsField value={field.value} onChange={field.onChange} />}
      />
      <FormActions submitLabel={submitLabel} isPending={isPending} onCancel={onCancel} />
    </form>
  );
}
