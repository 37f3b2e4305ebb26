import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@client/components/ui/page-header';
import { OnboardingFlow } from '@client/features/onboarding/components/onboarding-flow';
import { useOwnProfile } from '@client/features/profiles/api/own-profile';
import { DayPreferences } from '@client/features/profiles/components/day-preferences';
import { NEXT_PARAM, returnPath } from '@client/features/account/return-to';

export function OnboardingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const profile = useOwnProfile();
  return (
    <>
      <PageHeader title="Welcome aboard" description="A few questions to shape your first week." />
      {profile.isPending ? (
        <div className="mx-auto h-96 max-w-2xl" aria-busy="true" />
      ) : (
        <OnboardingFlow
          initial={profile.data?.onboarding}
          yourDay={profile.data ? <DayPreferences profile={profile.data} /> : null}
          onDone={() => navigate(returnPath(params.get(NEXT_PARAM)), { replace: true })}
        />
      )}
    </>
  );
}
