import { Navigate } from 'react-router';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { useDashboard } from '@client/features/dashboard/api/dashboard';
import { DashboardView, greetingFor } from '@client/features/dashboard/components/dashboard-view';
import { useSession } from '@client/features/session/use-session';

export function DashboardPage() {
  const { profile } = useSession();
  const { data, isError } = useDashboard();
  // Onboarding is offered once, right after sign-up; skipping it counts as done.
  if (data && !data.onboardingDone) return <Navigate to="/onboarding" replace />;
  return (
    <>
      <PageHeader
        title={data ? greetingFor(data) : `Welcome${profile ? `, ${profile.firstName}` : ''}`}
        description="What would help most today? One small step is enough."
      />
      {isError ? (
        <p role="alert" className="text-red-700">
          Your dashboard could not be loaded. Please try again.
        </p>
      ) : null}
      {data ? <DashboardView dashboard={data} /> : isError ? null : <Spinner />}
    </>
  );
}
