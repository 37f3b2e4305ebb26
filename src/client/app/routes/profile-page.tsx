import { Card } from '@client/components/ui/card';
import { PageHeader } from '@client/components/ui/page-header';
import {
  ChangeEmailForm,
  ChangePasswordForm,
} from '@client/features/account/components/account-credentials-forms';
import { ProfileNameForm } from '@client/features/account/components/profile-name-form';
import { useSession } from '@client/features/session/use-session';

const tierLabels = {
  free: 'Free',
  growth: 'Growth',
  premium: 'Premium',
  lifetime_mastery: 'Lifetime Mastery',
  admin: 'Admin',
} as const;

export function ProfilePage() {
  const { user, profile } = useSession();
  if (!user || !profile) return null;
  return (
    <>
      <PageHeader
        title="Your profile"
        description={`@${profile.username} · ${tierLabels[profile.subscriptionTier]} membership`}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="space-y-4">
          <h2 className="text-xl font-semibold">Your name</h2>
          <ProfileNameForm profile={profile} />
        </Card>
        <Card className="space-y-4">
          <h2 className="text-xl font-semibold">Email</h2>
          <ChangeEmailForm currentEmail={user.email} />
        </Card>
        <Card className="space-y-4 lg:col-span-2">
          <h2 className="text-xl font-semibold">Password</h2>
          <ChangePasswordForm />
        </Card>
      </div>
    </>
  );
}
