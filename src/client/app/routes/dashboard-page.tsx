import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { dashboardQueryOptions, useDashboard } from '@client/features/dashboard/api/dashboard';
import { DashboardView, greetingFor } from '@client/features/dashboard/components/dashboard-view';
import { ReviewOffer } from '@client/features/weekly-review/components/review-offer';
import { reviewStatusQueryOptions } from '@client/features/weekly-review/api/review-status';
import type { PageDataPrefetch } from '@client/lib/page-data';
import { TimeZoneNotice } from '@client/features/profiles/components/time-zone-notice';
import { useSession } from '@client/features/account/use-session';
import { useUnfinishedThoughtRecord } from '@client/features/tools/thought-record-builder/use-unfinished-thought-record';

export function DashboardPage() {
  const { profile } = useSession();
  const { data, isError } = useDashboard();
  // The draft lives only in this tab (never on the server); read once, as the page opens.
  const thoughtRecord = useUnfinishedThoughtRecord();
  return (
    <>
      <PageHeader
        title={`Welcome${profile ? `, ${profile.firstName}` : ''}`}
        description={`${data ? `${greetingFor(data)}. ` : ''}What would help most today? One small step is enough.`}
      />
      {data ? <TimeZoneNotice storedZone={data.timeZone} /> : null}
      <ReviewOffer />
      {isError ? (
        <p role="alert" className="text-red-700">
          Your dashboard could not be loaded. Please try again.
        </p>
      ) : null}
      {data ? <DashboardView dashboard={data} thoughtRecord={thoughtRecord} /> : isError ? null : <Spinner />}
    </>
  );
}

/** The dashboard and the review offer's status, in before the first render when the app opens here. */
DashboardPage.prefetchData = ((queryClient) =>
  Promise.all([
    queryClient.prefetchQuery(dashboardQueryOptions),
    queryClient.prefetchQuery(reviewStatusQueryOptions),
  ])) satisfies PageDataPrefetch;
