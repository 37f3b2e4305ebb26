import { schemaResolver } from '@client/lib/schema-resolver';
import { useForm } from 'react-hook-form';
import type * as z from '@shared/api/zod-mini';
import {
  createUserSchema,
  updateUserSchema,
  userUpdateErrorCodes,
  type AdminUser,
} from '@shared/admin/admin-users.schemas';
import {
  subscriptionStatusLabels,
  subscriptionStatuses,
  subscriptionTiers,
} from '@shared/profiles/profiles.schemas';
import { subscriptionTierLabels } from '@shared/profiles/subscription-tiers';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input, Select } from '@client/components/ui/input';
import { PasswordInput } from '@client/components/ui/password-input';
import { toast, toastError } from '@client/components/ui/toast-store';
import { ApiRequestError } from '@client/lib/api-client';
import { applyServerErrors } from '@client/lib/form-errors';
import { useState } from 'react';
import { useCreateUser } from '../api/create-admin-user';
import { useUpdateUser } from '../api/update-admin-user';
import { changedFields } from './changed-fields';
import { FormDialog } from './form-dialog';

type CreateValues = z.input<typeof createUserSchema>;
type UpdateValues = z.input<typeof updateUserSchema>;

export function CreateUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const create = useCreateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateValues>({
    resolver: schemaResolver(createUserSchema),
    defaultValues: {
      email: '',
      password: '',
      firstName: '',
      lastName: '',
      subscriptionTier: 'free',
      isAdmin: false,
    },
  });
  const { register, formState } = form;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast({ title: 'User Created!' });
      form.reset();
      onOpenChange(false);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['email', 'password', 'firstName', 'lastName']));
      toastError('Failed to create user', error);
    }
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Add a member">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={formState.errors.firstName?.message}>
            <Input autoComplete="off" {...register('firstName')} />
          </FormField>
          <FormField label="Last name" error={formState.errors.lastName?.message}>
            <Input autoComplete="off" {...register('lastName')} />
          </FormField>
        </div>
        <FormField label="Email" error={formState.errors.email?.message}>
          <Input type="email" autoComplete="off" {...register('email')} />
        </FormField>
        <FormField label="Password" error={formState.errors.password?.message} hint="At least 8 characters.">
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Membership tier">
          <Select {...register('subscriptionTier')}>
            {subscriptionTiers.map((t) => (
              <option key={t} value={t}>
                {subscriptionTierLabels[t]}
              </option>
            ))}
          </Select>
        </FormField>
        <label className="flex items-center gap-3 text-slate-800">
          <input type="checkbox" className="h-5 w-5 shrink-0 accent-teal-700" {...register('isAdmin')} />
          Administrator
        </label>
        <FormAlert message={formError} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            Create member
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

/** The §8 title for the part of an update that failed. */
function updateErrorTitle(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === userUpdateErrorCodes.auth || 'email' in error.fields || 'password' in error.fields)
      return 'Auth Update Failed';
    if (error.code === userUpdateErrorCodes.subscription || 'subscriptionTier' in error.fields)
      return 'Subscription Update Failed';
  }
  return 'Profile Update Failed';
}

export function EditUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const update = useUpdateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const loaded = {
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    title: user.title ?? '',
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    isAdmin: user.role === 'admin',
  };
  const form = useForm<UpdateValues>({
    resolver: schemaResolver(updateUserSchema),
    defaultValues: { ...loaded, email: '', password: '' },
  });
  const { register, formState } = form;
  const onSubmit = form.handleSubmit(async (values) => {
    // Only what the admin changed (an empty email or password is left out by the schema: kept).
    const body = changedFields(loaded, values);
    if (Object.keys(body).length === 0) {
      toast({ title: 'No changes to save' });
      onClose();
      return;
    }
    try {
      await update.mutateAsync({ id: user.id, body });
      toast({ title: 'User Updated!' });
      onClose();
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, [
          'firstName',
          'lastName',
          'username',
          'title',
          'email',
          'password',
        ]),
      );
      toastError(updateErrorTitle(error), error);
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={`Edit ${user.firstName} ${user.lastName}`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={formState.errors.firstName?.message}>
            <Input {...register('firstName')} />
          </FormField>
          <FormField label="Last name" error={formState.errors.lastName?.message}>
            <Input {...register('lastName')} />
          </FormField>
          <FormField label="Username" error={formState.errors.username?.message}>
            <Input {...register('username')} />
          </FormField>
          <FormField label="Title" error={formState.errors.title?.message}>
            <Input {...register('title')} />
          </FormField>
          <FormField label="Membership tier">
            <Select {...register('subscriptionTier')}>
              {subscriptionTiers.map((t) => (
                <option key={t} value={t}>
                  {subscriptionTierLabels[t]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Subscription status">
            <Select {...register('subscriptionStatus')}>
              {subscriptionStatuses.map((s) => (
                <option key={s} value={s}>
                  {subscriptionStatusLabels[s]}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <FormField
          label="New email"
          error={formState.errors.email?.message}
          hint={`Now ${user.email}. Leave empty to keep it.`}
        >
          <Input type="email" autoComplete="off" {...register('email')} />
        </FormField>
        <FormField
          label="New password"
          error={formState.errors.password?.message}
          hint="Leave empty to keep it. A new password signs the member out everywhere."
        >
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <label className="flex items-center gap-3 text-slate-800">
          <input type="checkbox" className="h-5 w-5 shrink-0 accent-teal-700" {...register('isAdmin')} />
          Administrator
        </label>
        <FormAlert message={formError} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            Save changes
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
