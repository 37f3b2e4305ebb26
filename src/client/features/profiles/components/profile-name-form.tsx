import { schemaResolver } from '@client/lib/schema-resolver';
import { useForm } from 'react-hook-form';
import {
  updateProfileSchema,
  type Profile,
  type UpdateProfileInput,
} from '@shared/profiles/profiles.schemas';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast, toastError } from '@client/components/ui/toast-store';
import { applyServerErrors } from '@client/lib/form-errors';
import { useUpdateOwnProfile } from '../api/update-profile';
import { useSession } from '@client/features/account/use-session';

export const PROFILE_UPDATED = {
  title: 'Profile Updated',
  description: 'Your profile has been successfully updated.',
} as const;
export const NOT_SIGNED_IN = {
  title: 'Error',
  description: 'You must be logged in to update your profile.',
} as const;

export function ProfileNameForm({ profile }: { profile: Profile }) {
  const { user } = useSession();
  const updateProfile = useUpdateOwnProfile();
  const { register, handleSubmit, setError, formState } = useForm<UpdateProfileInput>({
    resolver: schemaResolver(updateProfileSchema),
    values: { firstName: profile.firstName, lastName: profile.lastName },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!user) {
      toast({ ...NOT_SIGNED_IN, variant: 'destructive' });
      return;
    }
    try {
      await updateProfile.mutateAsync(values);
      toast(PROFILE_UPDATED);
    } catch (error) {
      applyServerErrors(error, setError, ['firstName', 'lastName']);
      toastError('Error updating profile', error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={formState.errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label="Last name" error={formState.errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <Button type="submit" disabled={formState.isSubmitting}>
        Save name
      </Button>
    </form>
  );
}
