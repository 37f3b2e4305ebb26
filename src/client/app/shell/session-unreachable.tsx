import { CloudOff, RefreshCw } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { useSessionQuery } from '@client/features/account/api/session';

export const SESSION_UNREACHABLE = {
  heading: 'This page needs a connection',
  body: 'We could not check that you are signed in, so your data cannot load yet. The page opens by itself once you are back online.',
} as const;

/**
 * Asks for the session again when the device comes back online. TanStack Query refetches on reconnect only if
 * it saw the connection go: an app opened offline never did.
 */
export function useSessionAgainWhenOnline(): void {
  const { refetch } = useSessionQuery();
  useEffect(() => {
    const retry = () => void refetch();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [refetch]);
}

/** A writing tool opened while the session cannot be read: shown as it is, until the session answers. */
export function WritingOffline({ children }: { children: ReactNode }) {
  useSessionAgainWhenOnline();
  return children;
}

/**
 * A member page while the session cannot be read (no connection, or the server failed). The member stays on
 * the page they asked for: no trip to /login, which would suggest they had been signed out. The session query
 * loads again when the browser is back online or the tab regains focus, and this button asks at once.
 */
export function SessionUnreachable() {
  const { refetch, isFetching } = useSessionQuery();
  useSessionAgainWhenOnline();
  return (
    <div className="mx-auto max-w-xl space-y-6 py-8 text-center">
      <CloudOff aria-hidden="true" className="mx-auto h-12 w-12 text-teal-700" />
      <h1 className="text-3xl font-bold text-slate-900">{SESSION_UNREACHABLE.heading}</h1>
      <p className="text-lg text-slate-700">{SESSION_UNREACHABLE.body}</p>
      <Button onClick={() => void refetch()} disabled={isFetching}>
        <RefreshCw aria-hidden="true" className={isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} /> Try again
      </Button>
    </div>
  );
}
