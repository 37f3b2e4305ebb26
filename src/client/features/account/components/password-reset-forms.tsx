import { schemaResolver } from '@client/lib/schema-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  PASSWORD_MIN_LENGTH,
  requestPasswordResetSchema,
  resetPasswordSchema,
  type RequestPasswordResetInput,
  type ResetPasswordInput,
} from '@shared/account/account.schemas';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { PasswordInput } from '@client/components/ui/password-input';
import { applyServerErrors } from '@client/lib/form-errors';
import { requestPasswordReset } from '@client/features/account/api/request-password-reset';
import { resetPassword } from '@client/features/account/api/reset-password';

export function RequestResetForm() {
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<RequestPasswordResetInput>({
    resolver: schemaResolver(requestPasswordResetSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await requestPasswordReset(values);
      setSent(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email']));
    }
  });

  if (sent) {
    return (
      <FormAlert
        tone="success"
        message="If an account exists for that email, a link to reset your password is on its way. It works for one hour."
      />
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="Email" error={formState.errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        Send reset link
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordInput>({
    resolver: schemaResolver(resetPasswordSchema),
    defaultValues: { token },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetPassword(values);
      setDone(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['newPassword']));
    }
  });

  if (done) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success" message="Your password has been changed. You can now sign in with it." />
        <Button asChild className="w-full">
          <Link to="/login">Go to sign in</Link>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <input type="hidden" {...register('token')} />
      <FormField
        label="New password"
        error={formState.errors.newPassword?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormAlert message={formError ?? formState.errors.token?.message ?? null} />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        Set new password
      </Button>
    </form>
  );
}
