import { useSearchParams } from 'react-router';
import { AuthCard } from '@client/features/account/components/auth-card';
import { EmailChangeLink } from '@client/features/account/components/email-change-link';

export function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="Confirm your new email" description="Sign in with this address from now on.">
      <EmailChangeLink kind="confirm" token={params.get('token')} />
    </AuthCard>
  );
}

export function UndoEmailChangePage() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Undo the email change"
      description="Restore your old email and sign every device out of your account."
    >
      <EmailChangeLink kind="undo" token={params.get('token')} />
    </AuthCard>
  );
}
