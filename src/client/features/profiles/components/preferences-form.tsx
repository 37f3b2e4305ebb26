import { schemaResolver } from '@client/lib/schema-resolver';
import { useForm } from 'react-hook-form';
import * as z from '@shared/api/zod-mini';
import type { OwnProfile } from '@shared/profiles/profiles.schemas';
import { Button } from '@client/components/ui/button';
import { CheckboxField } from '@client/components/ui/checkbox';
import { FormAlert } from '@client/components/ui/form-alert';
import { DayFields, dayFieldsShape } from './day-fields';
import { useSaveOwnProfile } from './use-save-own-profile';

const preferencesSchema = z.object({
  ...dayFieldsShape,
  restDays: z.array(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(6))),
});
type PreferencesValues = z.input<typeof preferencesSchema>;

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Time zone, when the day ends and rest days (the username is the forum name, changed on its own card). */
export function PreferencesForm({ profile }: { profile: OwnProfile }) {
  const { register, handleSubmit, setError, formState } = useForm<
    PreferencesValues,
    unknown,
    z.output<typeof preferencesSchema>
  >({
    resolver: schemaResolver(preferencesSchema),
    values: {
      timeZone: profile.timeZone,
      endOfDayHour: profile.endOfDayHour,
      restDays: profile.restDays.map(String),
    },
  });
  const { save, formError } = useSaveOwnProfile(setError);
  const onSubmit = handleSubmit(save);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <DayFields
        timeZone={register('timeZone')}
        endOfDayHour={register('endOfDayHour')}
        currentZone={profile.timeZone}
        errors={{
          timeZone: formState.errors.timeZone?.message,
          endOfDayHour: formState.errors.endOfDayHour?.message,
        }}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Rest days (they never break a streak)</legend>
        <div className="flex flex-wrap gap-x-4">
          {weekdays.map((day, index) => (
            <CheckboxField
              key={day}
              label={day}
              value={index}
              {...register('restDays')}
              className="text-sm text-slate-800"
            />
          ))}
        </div>
      </fieldset>
      <FormAlert message={formError} />
      <Button type="submit" disabled={formState.isSubmitting}>
        Save preferences
      </Button>
    </form>
  );
}
