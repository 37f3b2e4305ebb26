import { Link } from 'react-router';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { usePlans } from '@client/features/billing/api/billing';
import { PlansTable } from '@client/features/billing/components/plans-table';

export function SubscriptionPage() {
  const { data, isError } = usePlans();
  return (
    <>
      <PageHeader
        title="Membership"
        description="Choose the membership that fits you. Downloading or deleting your data is free on every plan."
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
