import { Loader2 } from 'lucide-react';
import { cn } from '@client/lib/class-names';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={cn('h-6 w-6 animate-spin text-teal-700', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Shown while the session loads at start (spec §2). */
export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-stone-50">
      <Spinner className="h-10 w-10" label="Loading Design Your Life" />
    </div>
  );
}
