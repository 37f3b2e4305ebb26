import { Loader2 } from 'lucide-react';

// Fixed class lists, no class merging: the start screen's spinner renders before anything else, and needs none.
const sizes = { default: 'h-6 w-6', medium: 'h-8 w-8', large: 'h-10 w-10' } as const;

export function Spinner({
  size = 'default',
  label = 'Loading',
}: {
  size?: keyof typeof sizes;
  label?: string;
}) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={`${sizes[size]} animate-spin text-teal-700`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Shown while the session loads at start (spec §2). */
export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-stone-50">
      <Spinner size="large" label="Loading Design Your Life" />
    </div>
  );
}
