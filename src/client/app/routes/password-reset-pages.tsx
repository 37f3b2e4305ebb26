import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '@client/features/account/components/auth-card';
import {
  RequestResetForm,
  ResetPasswordForm,
} from '@client/features/account/components/password-reset-forms';
import { FormAlert } from '@client/components/ui/form-alert';

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={
        <Link to="/login" className="font-semibold text-teal-800 underline">
          Back to sign in
        </Link>
      }
    >
      <RequestResetForm />
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard title="Choose a new password">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="space-y-4">
          <FormAlert message="This reset link is incomplete. Open the link from your email again, or ask for a new one." />
          <Link to="/forgot-password" className="block text-center font-semibold text-teal-800 underline">
            Ask for a new link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
