import { Link, Navigate } from 'react-router';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { usePlans } from '@client/features/billing/api/billing';
import { PlansTable } from '@client/features/billing/components/plans-table';
import { useSession } from '@client/features/session/use-session';

function VisitorPlans() {
  const { data, isError } = usePlans();
  return (
    <>
      <PageHeader
        title="Plans and prices"
        description="Every membership side by side: its price, the skills and tools it opens and its forum channels. Downloading or deleting your data is free on every plan."
      />
      {isError ? (
        <p role="alert" className="text-red-700">
          The plans could not be loaded.
        </p>
      ) : null}
      {data ? <PlansTable plans={data} /> : isError ? null : <Spinner />}
      <p className="mt-6 text-slate-700">
        Early supporter?{' '}
        <Link to="/lifetime-early-access" className="font-semibold text-teal-800 underline">
          Read about Lifetime Mastery
        </Link>
        .
      </p>
    </>
  );
}

/** The public prices (spec §2 public pages); a member changes plan on their Membership page instead. */
export function PricingPage() {
  const { user } = useSession();
  return user ? <Navigate to="/subscription" replace /> : <VisitorPlans />;
}
