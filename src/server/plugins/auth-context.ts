import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../modules/auth/auth';
import { forbidden, unauthorized } from './app-error';

export interface CurrentUser {
  id: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user from the session cookie, looked up on first use and then remembered. */
    loadCurrentUser: () => Promise<CurrentUser | null>;
    /** The admin check of spec §6, resolved once per request. */
    currentUserIsAdmin: () => Promise<boolean>;
  }
}

/** Turns the Fastify request's headers into the Fetch Headers that better-auth reads. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

/**
 * Gives every request a lazy session lookup. Public routes (the content bundle, settings) never ask, so a
 * signed-in browser's cookie costs them no database round trip.
 */
export function registerAuthContext(
  app: FastifyInstance,
  deps: { auth: Auth; isAdmin: (userId: string | null) => Promise<boolean> },
): void {
  app.decorateRequest('loadCurrentUser', async () => null);
  app.decorateRequest('currentUserIsAdmin', async () => false);
  app.addHook('onRequest', async (request) => {
    let user: Promise<CurrentUser | null> | undefined;
    let verdict: Promise<boolean> | undefined;
    request.loadCurrentUser = () =>
      (user ??= request.headers.cookie
        ? deps.auth.api
            .getSession({ headers: toFetchHeaders(request) })
            .then((session) => (session ? { id: session.user.id, email: session.user.email } : null))
        : Promise.resolve(null));
    request.currentUserIsAdmin = () =>
      (verdict ??= request.loadCurrentUser().then((current) => deps.isAdmin(current?.id ?? null)));
  });
}

/** The signed-in user, or 401. */
export async function requireUser(request: FastifyRequest): Promise<CurrentUser> {
  const user = await request.loadCurrentUser();
  if (!user) throw unauthorized();
  return user;
}

/** preHandler guard for a signed-in user. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

/** preHandler guard for an admin: 401 for a visitor, 403 for anyone whose profile role is not admin. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!(await request.currentUserIsAdmin())) throw forbidden('Only administrators can do that.');
}
