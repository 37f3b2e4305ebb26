import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from '@shared/api/zod-mini';
import type { ReminderPreferences } from '@shared/reminders/reminders.schemas';
import { Button } from '@client/components/ui/button';
import { CheckboxField } from '@client/components/ui/checkbox';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input, Select } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { formatDate } from '@client/lib/format-date';
import { applyServerErrors } from '@client/lib/form-errors';
import { schemaResolver } from '@client/lib/schema-resolver';
import { useSaveReminderPreferences } from '../api/reminder-settings';

const clock = z.string().check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Choose a time.'));
const quietFormSchema = z.object({
  quiet: z.boolean(),
  quietStart: clock,
  quietEnd: clock,
  /** '' leaves a snooze as it is; '0' ends it. */
  snooze: z.string(),
  weeklySummaryEmail: z.boolean(),
  forumDigestEmail: z.boolean(),
});
type QuietFormValues = z.input<typeof quietFormSchema>;

const snoozeChoices = [
  { value: '', label: 'Leave as it is' },
  { value: '1', label: 'For an hour' },
  { value: '3', label: 'For three hours' },
  { value: '24', label: 'For a day' },
  { value: '168', label: 'For a week' },
  { value: '0', label: 'End the snooze' },
];

/** Quiet hours (no reminder between them), a snooze of every reminder, the weekly summary and the forum digest. */
export function QuietHoursForm({ preferences }: { preferences: ReminderPreferences }) {
  const save = useSaveReminderPreferences();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, reset } = useForm<
    QuietFormValues,
    unknown,
    z.output<typeof quietFormSchema>
  >({
    resolver: schemaResolver(quietFormSchema),
    values: {
      quiet: preferences.quietStart !== null,
      quietStart: preferences.quietStart ?? '22:00',
      quietEnd: preferences.quietEnd ?? '07:00',
      snooze: '',
      weeklySummaryEmail: preferences.weeklySummaryEmail,
      forumDigestEmail: preferences.forumDigestEmail,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({
        quietStart: values.quiet ? values.quietStart : null,
        quietEnd: values.quiet ? values.quietEnd : null,
        ...(values.snooze === '' ? {} : { snoozeHours: Number(values.snooze) }),
        weeklySummaryEmail: values.weeklySummaryEmail,
        forumDigestEmail: values.forumDigestEmail,
      });
      toast({ title: 'Reminder settings saved' });
      reset(undefined, { keepValues: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['quietStart', 'quietEnd']));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <CheckboxField
        label="Quiet hours: no reminders between"
        {...register('quiet')}
        className="text-sm text-slate-800"
      />
      <div className="flex flex-wrap gap-4">
        <div className="w-36">
          <FormField label="From" error={formState.errors.quietStart?.message}>
            <Input type="time" step={300} {...register('quietStart')} />
          </FormField>
        </div>
        <div className="w-36">
          <FormField label="To" error={formState.errors.quietEnd?.message}>
            <Input type="time" step={300} {...register('quietEnd')} />
          </FormField>
        </div>
      </div>
      <div className="max-w-xs">
        <FormField
          label="Snooze every reminder"
          hint={
            preferences.snoozedUntil
              ? `Snoozed until ${formatDate(new Date(preferences.snoozedUntil), 'EEE d MMM, HH:mm')}.`
              : undefined
          }
        >
          <Select {...register('snooze')}>
            {snoozeChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <CheckboxField
        label="Email me a summary of my week on Sunday evenings (counts only, never what I wrote)"
        {...register('weeklySummaryEmail')}
        className="text-sm text-slate-800"
      />
      <CheckboxField
        label="Email me in the morning when members replied to me or mentioned me in the community and I have not seen it (names and titles only)"
        {...register('forumDigestEmail')}
        className="text-sm text-slate-800"
      />
      <FormAlert message={formError} />
      <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
        Save these settings
      </Button>
    </form>
  );
}
