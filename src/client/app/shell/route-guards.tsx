import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@client/features/account/use-session';
import { wayInPath } from '@client/features/account/return-to';
import { outboxOwner } from '@client/lib/entry-outbox';
import { SessionUnreachable, WritingOffline } from './session-unreachable';

/**
 * Protected routes: a visitor goes to /login, with where they were going in its address. While the session
 * cannot be read (offline), the page waits for the connection instead.
 */
export function RequireAuth({
  children,
  writableOffline = false,
}: {
  children: ReactNode;
  /**
   * A writing tool (journal, gratitude, intention): while the session cannot be read, it opens anyway for the
   * member last signed in on this device, whose entries wait on the device until the connection is back.
   */
  writableOffline?: boolean;
}) {
  const { user, unreachable } = useSession();
  const location = useLocation();
  if (unreachable && writableOffline && outboxOwner()) return <WritingOffline>{children}</WritingOffline>;
  if (unreachable) return <SessionUnreachable />;
  if (!user) {
    return (
      <Navigate to={wayInPath('/login', `${location.pathname}${location.search}${location.hash}`)} replace />
    );
  }
  return children;
}

/** Admin routes: a visitor goes to /login, a signed-in non-admin to /dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isAdmin, unreachable } = useSession();
  const location = useLocation();
  if (unreachable) return <SessionUnreachable />;
  if (!user) return <Navigate to={wayInPath('/login', `${location.pathname}${location.search}`)} replace />;
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return children;
}

/** RequireAuth for the writing tools that open offline (see `writableOffline`). */
export function RequireAuthOrWriteOffline({ children }: { children: ReactNode }) {
  return <RequireAuth writableOffline>{children}</RequireAuth>;
}
