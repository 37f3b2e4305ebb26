import { Link } from 'react-router';
import { Card } from '@client/components/ui/card';
import { PageHeader } from '@client/components/ui/page-header';
import { toast } from '@client/components/ui/toast-store';
import {
  ChangeEmailForm,
  ChangePasswordForm,
} from '@client/features/account/components/account-credentials-forms';
import { ProfileNameForm } from '@client/features/profiles/components/profile-name-form';
import { ForumNameForm, ForumNameWhere } from '@client/features/community/components/forum-name-form';
import { useOwnProfile } from '@client/features/profiles/api/own-profile';
import { AvatarCard } from '@client/features/profiles/components/avatar-card';
import { ForumStanding } from '@client/features/profiles/components/forum-standing';
import { PreferencesForm } from '@client/features/profiles/components/preferences-form';
import { SessionsCard } from '@client/features/account/components/sessions-card';
import { RemindersCard } from '@client/features/reminders/components/reminders-card';
import { TimeZoneNotice } from '@client/features/profiles/components/time-zone-notice';
import { YourDataCard } from '@client/features/account/components/your-data-card';
import { useSession } from '@client/features/account/use-session';

const tierLabels = {
  free: 'Free',
  growth: 'Growth',
  premium: 'Premium',
  lifetime_mastery: 'Lifetime Mastery',
  admin: 'Admin',
} as const;

export function ProfilePage() {
  const { user, profile } = useSession();
  const own = useOwnProfile();
  if (!user || !profile) return null;
  return (
    <>
      <PageHeader
        title="Your profile"
        description={`@${profile.username} · ${tierLabels[profile.subscriptionTier]} membership`}
      />
      {own.data ? <TimeZoneNotice storedZone={own.data.timeZone} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="space-y-4">
          <h2 className="text-xl font-semibold">Your name</h2>
          <p className="text-sm text-slate-700">
            Private: only you and the site&rsquo;s administrators see it. Other members see your forum name.
          </p>
          <ProfileNameForm profile={profile} />
        </Card>
        <Card className="space-y-4">
          <h2 className="text-xl font-semibold">Picture</h2>
          {own.data ? <AvatarCard profile={own.data} /> : null}
        </Card>
        <Card className="space-y-4 lg:col-span-2">
          <h2 className="text-xl font-semibold">Your forum name</h2>
          <ForumNameWhere />
          {profile.forumNameConfirmed === true ? null : (
            <p className="text-sm text-slate-700">
              You have not chosen it yet: the forum asks before your first post or reply. Until then it shows{' '}
              <strong>{profile.username}</strong>.
            </p>
          )}
          <ForumNameForm
            key={profile.username}
            currentName={profile.username}
            submitLabel="Save forum name"
            onSaved={(saved) =>
              toast({
                title: 'Forum name saved',
                description: `The community sees you as ${saved.username}.`,
              })
            }
          />
        </Card>
        <Card className="space-y-4 lg:col-span-2">
          <h2 className="text-xl font-semibold">Time zone and your day</h2>
          {own.data ? <PreferencesForm profile={own.data} /> : null}
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
            <Link
              to="/onboarding"
              className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
            >
              Choose your interests again
            </Link>
            <span aria-hidden="true">·</span>
            <Link
              to="/subscription"
              className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
            >
              Membership
            </Link>
          </p>
        </Card>
        <Card className="space-y-4 lg:col-span-2">
          <h2 id="reminders" className="text-xl font-semibold">
            Reminders
          </h2>
          <RemindersCard />
        </Card>
        <Card className="space-y-4 lg:col-span-2">
          <h2 className="text-xl font-semibold">In the forum</h2>
          {own.data ? <ForumStanding profile={own.data} /> : null}
        </Card>
        <Card className="space-y-4">
          <h2 className="text-xl font-semibold">Email</h2>
          <ChangeEmailForm currentEmail={user.email} />
        </Card>
        <Card className="space-y-4">
          <h2 className="text-xl font-semibold">Password</h2>
          <ChangePasswordForm />
        </Card>
        <Card className="space-y-4 lg:col-span-2">
          <h2 className="text-xl font-semibold">Where you are signed in</h2>
          <SessionsCard />
        </Card>
        <Card className="space-y-4 lg:col-span-2">
          <h2 className="text-xl font-semibold">Your data</h2>
          <YourDataCard onDeleted={() => window.location.assign('/')} />
        </Card>
      </div>
    </>
  );
}
