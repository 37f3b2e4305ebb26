import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@client/components/ui/page-header';
import { OnboardingFlow } from '@client/features/onboarding/components/onboarding-flow';
import { safeNext } from '@client/features/onboarding/safe-next';

export function OnboardingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Welcome aboard" description="A few questions to shape your first week." />
      <OnboardingFlow onDone={() => navigate(safeNext(params.get('next')), { replace: true })} />
    </>
  );
}
