import { Link } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/class-names';

/** Shown in place of a page's text while the content bundle loads. */
export function PageLoading({ className }: { className?: string }) {
  return (
    <div className={cn('flex justify-center py-12', className)}>
      <Spinner size="medium" label="Loading page" />
    </div>
  );
}

/** Shown in place of a page's text when it could not be fetched or has not been written yet. */
export function PageUnavailable({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'max-w-[70ch] rounded-xl border border-dashed border-slate-300 bg-stone-50 p-6 text-slate-700',
        className,
      )}
    >
      <p className="font-semibold text-slate-900">This page could not be loaded right now.</p>
      <p className="mt-2">
        Please try again in a little while. If you need help in the meantime,{' '}
        <Link
          to="/contact"
          className="font-medium text-teal-800 underline underline-offset-4 hover:text-teal-900"
        >
          contact us
        </Link>
        .
      </p>
    </div>
  );
}
