import { schemaResolver } from '@client/lib/schema-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  PASSWORD_MIN_LENGTH,
  changeEmailSchema,
  changePasswordSchema,
  type ChangeEmailInput,
  type ChangePasswordInput,
} from '@shared/account/account.schemas';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { PasswordInput } from '@client/components/ui/password-input';
import { toast, toastError } from '@client/components/ui/toast-store';
import { applyServerErrors } from '@client/lib/form-errors';
import { changePassword } from '@client/features/account/api/change-password';
import { useChangeEmail } from '@client/features/account/api/change-email';

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const changeEmail = useChangeEmail();
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangeEmailInput>({
    resolver: schemaResolver(changeEmailSchema),
  });
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { pendingEmail: sentTo } = await changeEmail.mutateAsync(values);
      reset({ newEmail: '', currentPassword: '' });
      setPendingEmail(sentTo);
      toast({ title: 'Check your new inbox', description: `Open the link we sent to ${sentTo} to finish.` });
    } catch (error) {
      applyServerErrors(error, setError, ['newEmail', 'currentPassword']);
      toastError('Auth Update Failed', error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        You sign in with <strong>{currentEmail}</strong>.
      </p>
      <FormField label="New email" error={formState.errors.newEmail?.message}>
        <Input type="email" autoComplete="email" {...register('newEmail')} />
      </FormField>
      <FormField label="Your password" error={formState.errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormAlert
        tone="success"
        message={
          pendingEmail &&
          `We sent a link to ${pendingEmail}. Your email changes when you open it (within an hour).`
        }
      />
      <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
        Change email
      </Button>
    </form>
  );
}

export function ChangePasswordForm() {
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordInput>({
    resolver: schemaResolver(changePasswordSchema),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
      reset({ currentPassword: '', newPassword: '' });
      toast({ title: 'Password changed', description: 'Other devices have been signed out.' });
    } catch (error) {
      applyServerErrors(error, setError, ['currentPassword', 'newPassword']);
      toastError('Auth Update Failed', error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="Current password" error={formState.errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormField
        label="New password"
        error={formState.errors.newPassword?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
        Change password
      </Button>
    </form>
  );
}
