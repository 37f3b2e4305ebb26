import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { UpdateProfileInput } from '@shared/profiles/profiles.schemas';
import { toast, toastError } from '@client/components/ui/toast-store';
import { applyServerErrors } from '@client/lib/form-errors';
import { useUpdateOwnProfile } from '../api/update-profile';

interface DayFieldValues {
  timeZone: string;
  endOfDayHour: unknown;
}
const DAY_FIELDS = ['timeZone', 'endOfDayHour'] as const;

/**
 * Saving part of the member's own profile from a form with the day fields: the profile toasts, the server's
 * field errors placed on the day fields, anything else returned as the form's alert.
 */
export function useSaveOwnProfile(setError: UseFormSetError<DayFieldValues>, onSaved?: () => void) {
  const update = useUpdateOwnProfile();
  const [formError, setFormError] = useState<string | null>(null);
  async function save(values: UpdateProfileInput) {
    setFormError(null);
    try {
      await update.mutateAsync(values);
      toast({ title: 'Profile Updated', description: 'Your profile has been successfully updated.' });
      onSaved?.();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, DAY_FIELDS));
      toastError('Profile Update Failed', error);
    }
  }
  return { save, formError };
}
