import { Link } from 'react-router';
import { PageHeader } from '@client/components/ui/page-header';

/** A route whose feature is still being built: its title, what it will hold, and where to go meanwhile. */
export function PlannedPage({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <p className="text-slate-700">
        This part of Design Your Life is being built. Meanwhile, the{' '}
        <Link to="/help" className="font-semibold text-teal-800 underline">
          Help Center
        </Link>{' '}
        and the{' '}
        <Link to="/user-guide" className="font-semibold text-teal-800 underline">
          User Guide
        </Link>{' '}
        explain what is coming.
      </p>
    </>
  );
}
