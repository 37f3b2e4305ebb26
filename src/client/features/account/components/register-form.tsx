import { schemaResolver } from '@client/lib/schema-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, signUpSchema, type SignUpInput } from '@shared/account/account.schemas';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { PasswordInput } from '@client/components/ui/password-input';
import { deviceTimeZone } from '@client/lib/device-time-zone';
import { applyServerErrors } from '@client/lib/form-errors';
import { useSignUp } from '@client/features/account/api/sign-up';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<SignUpInput>({
    resolver: schemaResolver(signUpSchema),
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // The member's days, streaks and greeting follow this device's clock from the first (they confirm it
      // in onboarding); a zone the server does not know becomes UTC there.
      const timeZone = deviceTimeZone() ?? undefined;
      const session = await signUp.mutateAsync({ ...values, timeZone });
      // No session: the address already has an account, and its owner was sent a message instead.
      if (session.user) onRegistered();
      else setSentTo(values.email);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="space-y-2">
        <p className="font-medium">Check your inbox</p>
        <p className="text-sm">
          We sent a message to {sentTo}. If you already have an account with this address, sign in or reset
          your password from there.
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
