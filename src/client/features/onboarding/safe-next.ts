/** Where to go after onboarding: a path inside this app from `next`, else the dashboard. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/dashboard';
  if (next.startsWith('/onboarding')) return '/dashboard';
  return next;
}
