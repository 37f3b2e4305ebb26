import { Link } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { usePlans } from '../api/plans';
import { PlansTable } from './plans-table';

/** The plans side by side as they load (or why they did not), and the early-supporter offer below them. */
export function PlansSection() {
  const { data, isError } = usePlans();
  return (
    <>
      {isError ? (
        <p role="alert" className="text-red-700">
          The plans could not be loaded.
        </p>
      ) : null}
      {data ? (
        <PlansTable plans={data} />
      ) : isError ? null : (
        // The plans fill more than a phone's screen: while they load, what follows them waits below the fold,
        // so nothing the reader sees jumps when they arrive.
        <div className="min-h-svh">
          <Spinner />
        </div>
      )}
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
