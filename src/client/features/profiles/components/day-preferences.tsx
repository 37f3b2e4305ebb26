import { schemaResolver } from '@client/lib/schema-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from '@shared/api/zod-mini';
import type { OwnProfile } from '@shared/profiles/profiles.schemas';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { DayFields, dayFieldsShape, formatDayEnd } from './day-fields';
import { useSaveOwnProfile } from './use-save-own-profile';

const dayPreferencesSchema = z.object(dayFieldsShape);
type DayPreferencesValues = z.input<typeof dayPreferencesSchema>;
type DayFrame = Pick<OwnProfile, 'timeZone' | 'endOfDayHour'>;

/** The member's time zone and day end in one sentence, with a way to change both (onboarding). */
export function DayPreferences({ profile }: { profile: DayFrame }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <DayPreferencesForm profile={profile} onClose={() => setEditing(false)} />;
  return (
    <div className="space-y-3">
      <p className="text-slate-800" data-testid="day-preferences">
        Your days follow <strong>{profile.timeZone}</strong> and end at{' '}
        <strong>{formatDayEnd(profile.endOfDayHour)}</strong>: what you do before then still counts for the
        day before.
      </p>
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
        Change time zone or day end
      </Button>
    </div>
  );
}

function DayPreferencesForm({ profile, onClose }: { profile: DayFrame; onClose: () => void }) {
  const { register, handleSubmit, setError, formState } = useForm<
    DayPreferencesValues,
    unknown,
    z.output<typeof dayPreferencesSchema>
  >({
    resolver: schemaResolver(dayPreferencesSchema),
    defaultValues: { timeZone: profile.timeZone, endOfDayHour: profile.endOfDayHour },
  });
  const { save, formError } = useSaveOwnProfile(setError, onClose);
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
      <FormAlert message={formError} />
      <div className="flex gap-3">
        <Button type="submit" disabled={formState.isSubmitting}>
          Save
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={formState.isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
