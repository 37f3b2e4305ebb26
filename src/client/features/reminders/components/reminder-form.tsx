import { useForm } from 'react-hook-form';
import * as z from '@shared/api/zod-mini';
import type { Reminder, ReminderTool } from '@shared/reminders/reminders.schemas';
import { Button } from '@client/components/ui/button';
import { CheckboxField } from '@client/components/ui/checkbox';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { formatTimeOfDay } from '@client/lib/format-clock';
import { applyServerErrors } from '@client/lib/form-errors';
import { schemaResolver } from '@client/lib/schema-resolver';
import { useState } from 'react';
import { useSaveReminder } from '../api/reminder-settings';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const reminderFormSchema = z.object({
  enabled: z.boolean(),
  time: z.string().check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Choose a time.')),
  days: z
    .array(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(6)))
    .check(z.minLength(1, 'Choose at least one day.')),
});
type ReminderFormValues = z.input<typeof reminderFormSchema>;

/** What the reminder is for: a tool, or one habit of the habit tracker (as the server's input requires). */
type ReminderTarget =
  | { tool: Exclude<ReminderTool, 'habit-tracker'>; habitId?: undefined }
  | { tool: 'habit-tracker'; habitId: string };

type ReminderFormProps = ReminderTarget & {
  /** The tool's name as the list shows it, or the habit's. */
  name: string;
  saved: Reminder | undefined;
  /** Its heading's level: 3 in the profile's list, 4 inside a habit's card. */
  headingLevel?: 3 | 4;
};

/** One tool's (or one habit's) reminder: on or off, the time on the member's clock, and the weekdays. */
export function ReminderForm({ tool, habitId, name, saved, headingLevel = 3 }: ReminderFormProps) {
  const save = useSaveReminder();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    ReminderFormValues,
    unknown,
    z.output<typeof reminderFormSchema>
  >({
    resolver: schemaResolver(reminderFormSchema),
    values: {
      enabled: saved?.enabled ?? false,
      time: saved?.times[0] ?? '20:00',
      days: (saved?.days ?? [0, 1, 2, 3, 4, 5, 6]).map(String),
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({
        tool,
        habitId,
        times: [values.time],
        days: values.days,
        enabled: values.enabled,
      });
      toast({
        title: 'Reminder saved',
        description: values.enabled ? `${name} at ${formatTimeOfDay(values.time)}.` : `${name}: off.`,
      });
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, (field) =>
          field.startsWith('times') ? 'time' : field === 'days' ? 'days' : undefined,
        ),
      );
    }
  });
  // Unique on the page: several habits' forms can be open at once.
  const id = habitId === undefined ? `reminder-${tool}` : `reminder-${tool}-${habitId}`;
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-name`} className="space-y-3 py-4">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <Heading id={`${id}-name`} className="w-full text-base font-semibold text-slate-900 sm:w-48">
          {name}
        </Heading>
        <CheckboxField label="Remind me" {...register('enabled')} className="text-sm text-slate-800" />
        <div className="w-36">
          <FormField label="At" error={formState.errors.time?.message}>
            <Input type="time" step={300} {...register('time')} />
          </FormField>
        </div>
      </div>
      <fieldset aria-describedby={formState.errors.days ? `${id}-days-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">On</legend>
        <div className="flex flex-wrap gap-x-3">
          {weekdays.map((day, index) => (
            <CheckboxField
              key={day}
              label={
                <abbr title={weekdayNames[index]} className="no-underline">
                  {day}
                </abbr>
              }
              value={index}
              {...register('days')}
              className="text-sm text-slate-800"
            />
          ))}
        </div>
        {formState.errors.days ? (
          <p id={`${id}-days-error`} className="text-sm font-medium text-red-700">
            {formState.errors.days.message}
          </p>
        ) : null}
      </fieldset>
      <FormAlert message={formError} />
      <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
        Save<span className="sr-only"> the {name} reminder</span>
      </Button>
    </form>
  );
}
