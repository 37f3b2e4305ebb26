import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { toProfile } from '../profiles/profiles.service';
import { profiles, userSubscriptionStatus } from '../profiles/profiles.table';
import { accessTierOf } from '../../lib/tiers';
import type { Viewer, ViewerLookup } from '../../lib/viewer';
import { session, user } from './auth.table';
import { sessionMarks } from '../../shared-state/session-marks.table';
import type { Auth } from './auth';
import type { SessionCache } from './session-cache';
import { readSignedSessionToken } from './session-cookie';

export interface SessionLookupOptions {
  db: Database;
  secret: string;
  /** better-auth's session cookie name (it carries a __Secure- prefix over https). */
  cookieName: string;
  cache: SessionCache;
  /** better-auth's session lifetime and refresh age, in seconds. */
  expiresIn: number;
  updateAge: number;
}

/** The access plugin's viewer lookup (lib/viewer.ts), on better-auth's sessions with a cache. */
export interface SessionLookup extends ViewerLookup {
  cache: SessionCache;
}

/** Session, user, profile and tier of a session token, and the member's mark where marks are rows. */
function selectViewers(db: Database, withMark: boolean) {
  return db
    .select({
      token: session.token,
      mark: withMark
        ? sql<
            string | null
          >`(select ${sessionMarks.mark} from ${sessionMarks} where ${sessionMarks.userId} = ${session.userId})`
        : sql<null>`null`,
      sessionId: session.id,
      expiresAt: session.expiresAt,
      userId: user.id,
      email: user.email,
      profile: profiles,
      subscriptionTier: userSubscriptionStatus.subscriptionTier,
      subscriptionStatus: userSubscriptionStatus.subscriptionStatus,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.id, session.userId))
    .leftJoin(userSubscriptionStatus, eq(userSubscriptionStatus.userId, session.userId));
}

type ViewerRow = Awaited<ReturnType<ReturnType<typeof selectViewers>['execute']>>[number];

/** The row of one session token, in one round trip (a prepared statement). */
function viewerRowReader(db: Database, withMark: boolean): (token: string) => Promise<ViewerRow | undefined> {
  const one = selectViewers(db, withMark)
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare(withMark ? 'session_viewer_marked' : 'session_viewer');
  return async (token) => (await one.execute({ token }))[0];
}

/** Finds the signed-in member of a request: from the cache when it is still valid, else with one query. */
export function createSessionLookup(options: SessionLookupOptions): SessionLookup {
  const { cache } = options;
  const readRow = viewerRowReader(options.db, cache.marksReadWithSession);
  return {
    cache,
    async find(cookieHeader) {
      const token = readSignedSessionToken(cookieHeader, options.cookieName, options.secret);
      if (!token) return null;
      const cached = await cache.get(token);
      if (cached) return { viewer: cached, refreshDue: false };
      const begun = await cache.begin();
      const row = await readRow(token);
      if (!row || row.expiresAt.getTime() <= Date.now()) return null;
      const profile = row.profile ? toProfile({ ...row, profile: row.profile }) : null;
      const found: Viewer = {
        userId: row.userId,
        email: row.email,
        sessionId: row.sessionId,
        role: profile?.role ?? 'user',
        tier: accessTierOf(profile),
        profile,
      };
      // better-auth's rule: extend once the session is updateAge old (its expiry is set expiresIn ahead).
      const refreshDue =
        row.expiresAt.getTime() - options.expiresIn * 1000 + options.updateAge * 1000 <= Date.now();
      const stampedBy = cache.marksReadWithSession ? { markReadWithSession: Number(row.mark ?? 0) } : begun;
      const viewer = refreshDue ? found : await cache.set(token, found, row.expiresAt, stampedBy);
      return { viewer, refreshDue };
    },
  };
}

/**
 * Lets better-auth extend a session that is due (once a day): the cookies it renewed, and whether the session
 * still holds. The access plugin calls it through app.ts.
 */
export async function renewSession(
  auth: Auth,
  headers: Headers,
): Promise<{ setCookies: string[]; valid: boolean }> {
  const result = await auth.api.getSession({ headers, returnHeaders: true });
  return { setCookies: result.headers.getSetCookie(), valid: result.response !== null };
}
