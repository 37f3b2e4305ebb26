import { useLocation } from 'react-router';

/**
 * Where a visitor goes after signing in or up travels in the address (`/login?next=/tools/gratitude-log`), as it
 * does on to onboarding: a reload, a slow sign-up, a remount or a new tab cannot lose it, as they could a
 * router state.
 */
export const NEXT_PARAM = 'next';

// Pages a member is never sent back to once signed in: the forms of the way in, and onboarding itself.
const WAY_IN = ['/login', '/register', '/onboarding', '/forgot-password', '/reset-password'];

const pathOf = (next: string) => next.split(/[?#]/)[0] ?? '';

/** A path on this site to go to after signing in, or null: never another site, never back to a sign-in form. */
function sameSitePath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return WAY_IN.includes(pathOf(next)) ? null : next;
}

/** Where to go after signing in, signing up or onboarding: `next` when it is safe, else the dashboard. */
export function returnPath(next: string | null | undefined): string {
  return sameSitePath(next) ?? '/dashboard';
}

/** The sign-in or sign-up address that returns to `next` afterwards (the bare form when there is nowhere to go). */
export function wayInPath(page: '/login' | '/register', next: string | null | undefined): string {
  const kept = sameSitePath(next);
  return kept && kept !== '/' ? `${page}?${new URLSearchParams({ [NEXT_PARAM]: kept })}` : page;
}

/** The page on screen, as a `next` worth returning to (not the home page, nor a sign-in form). */
export function useHereAsNext(): string | undefined {
  const { pathname, search, hash } = useLocation();
  return sameSitePath(`${pathname}${search}${hash}`) ?? undefined;
}
