import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@client/features/account/use-session';
import { SessionUnreachable } from './session-unreachable';

/** Where a visitor was going, so sign-in can return them there. */
export interface ReturnTo {
  from?: string;
}

/**
 * Protected routes: a visitor goes to /login, remembering where they came from. While the session cannot be
 * read (offline), the page waits for the connection instead.
 */
export function RequireAuth() {
  const { user, unreachable } = useSession();
  const location = useLocation();
  if (unreachable) return <SessionUnreachable />;
  if (!user) {
    const state: ReturnTo = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** Admin routes: a visitor goes to /login, a signed-in non-admin to /dashboard. */
export function RequireAdmin() {
  const { user, isAdmin, unreachable } = useSession();
  const location = useLocation();
  if (unreachable) return <SessionUnreachable />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname } satisfies ReturnTo} />;
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

const authPaths = ['/login', '/register'];

/** The safe place to go after signing in or up: only paths on this site, never back to a sign-in form. */
export function returnPath(state: unknown): string {
  const from = (state as ReturnTo | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return '/dashboard';
  }
  const path = from.split(/[?#]/)[0] ?? '';
  return authPaths.includes(path) ? '/dashboard' : from;
}
