import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@client/features/account/use-session';
import { wayInPath } from '@client/features/account/return-to';
import { SessionUnreachable } from './session-unreachable';

/**
 * Protected routes: a visitor goes to /login, with where they were going in its address. While the session
 * cannot be read (offline), the page waits for the connection instead.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, unreachable } = useSession();
  const location = useLocation();
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
