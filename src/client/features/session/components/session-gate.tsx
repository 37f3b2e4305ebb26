import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toast-store';
import { signOut } from '../session-api';
import { forgetUser } from '../session-expiry';
import { useSessionQuery } from '../use-session';

export const SESSION_ERROR = {
  title: 'Session Error',
  description: 'Your profile could not be loaded. Please log in again.',
} as const;

/**
 * Holds the app behind a full-screen spinner until the session has loaded. A signed-in user whose
 * profile cannot be loaded is signed out and told so (spec §4).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useSessionQuery();
  const handled = useRef(false);
  const profileMissing = Boolean(data?.user && !data.profile);

  useEffect(() => {
    if (!profileMissing || handled.current) return;
    handled.current = true;
    void signOut()
      .catch(() => undefined)
      .finally(() => {
        forgetUser(queryClient);
        toast({ ...SESSION_ERROR, variant: 'destructive' });
        handled.current = false;
      });
  }, [profileMissing, queryClient]);

  useEffect(() => {
    if (isError) forgetUser(queryClient);
  }, [isError, queryClient]);

  const ready = !(isPending && !isError) && !profileMissing;
  // The session arrives as a store update, which React renders at once and in one piece. The app behind the
  // gate mounts in a deferred render instead, which React splits into small slices: the first screen no longer
  // blocks the main thread for its whole render. Losing the session shows the spinner at once.
  const deferredReady = useDeferredValue(ready);
  if (!ready || !deferredReady) return <FullScreenSpinner />;
  return <>{children}</>;
}
