import { lazy, Suspense, useState } from 'react';
import { useToasts } from './toast-store';

// Radix Toast is loaded with the first toast; until then nothing needs to be on screen.
const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** Mounts the Toaster once the first toast is raised, and keeps it mounted from then on. */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(false);
  if (hasToasts && !needed) setNeeded(true);
  return needed || hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
