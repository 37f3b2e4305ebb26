import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toast-store';
import { signOut } from '../api/sign-out';
import { forgetUser } from '../session-expiry';
import { isClientError } from '@client/lib/api-client';
import { settingsQueryOptions } from '@client/features/settings/api/site-settings';
import { useSessionQuery } from '../api/session';

export const SESSION_ERROR = {
  title: 'Session Error',
  description: 'Your profile could not be loaded. Please log in again.',
} as const;

/**
 * Holds the app behind a full-screen spinner until the session and the site settings have loaded (or failed
 * once: the shell then falls back to no maintenance, no announcement). The shell reads the settings; had they
 * arrived after it mounted, the whole app would have rendered again, in one long task, to show them. A signed-in user whose
 * profile cannot be loaded is signed out and told so (spec §4). When the session cannot be read at all (no
 * connection, or the server failed), nobody is signed out: the app opens with the session unknown
 * (useSession's `unreachable`), and the session query loads again when the connection comes back.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isError, error, errorUpdateCount } = useSessionQuery();
  const settings = useQuery(settingsQueryOptions);
  // Settled at the first failure (not after the retries), and for good: a later attempt resets failureCount to
  // 0, and the app's own readers of the settings ask again as they mount — offline, counting only failureCount
  // closed the gate, unmounted them, opened it when the attempt failed, and so on, a dozen times a second.
  const settingsSettled =
    settings.data !== undefined || settings.failureCount > 0 || settings.errorUpdateCount > 0;
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

  // A 4xx to the session load means there is no session: the visitor is signed out.
  const signedOutByServer = isError && isClientError(error);
  useEffect(() => {
    if (signedOutByServer) forgetUser(queryClient);
  }, [signedOutByServer, queryClient]);

  // Once a load has failed, the app stays open while the session is asked for again (a retry puts the query
  // back to pending): the member page shows that it waits for the connection, not the spinner.
  const ready = (data !== undefined || errorUpdateCount > 0) && settingsSettled && !profileMissing;
  // The session arrives as a store update, which React renders at once and in one piece. The app behind the
  // gate mounts in a deferred render instead, which React splits into small slices: the first screen no longer
  // blocks the main thread for its whole render. Losing the session shows the spinner at once. Starting from
  // false, the app is deferred also when the session and settings were in before React's first render (they are
  // asked for at start and preloaded by the page): that render would otherwise mount all of it in one task.
  const deferredReady = useDeferredValue(ready, false);
  if (!ready || !deferredReady) return <FullScreenSpinner />;
  return <>{children}</>;
}
