import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createBatchLoader } from '../../lib/batch-loader';
import { toProfile } from '../profiles/profiles.service';
import { profiles, userSubscriptionStatus } from '../profiles/profiles.table';
import { accessTierOf, type Viewer } from '../profiles/viewer';
import { session, user } from './auth.table';
import { sessionMarks } from './session-marks.table';
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

export interface FoundSession {
  viewer: Viewer;
  /** better-auth would extend this session now: let it, once, so the cookie is renewed too. */
  refreshDue: boolean;
}

export interface SessionLookup {
  find(cookieHeader: string | undefined): Promise<FoundSession | null>;
  cache: SessionCache;
}

/** Session, user, profile and tier of session tokens, and the member's mark where the marks are in the database. */
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

/**
 * The row of one session token, in one round trip (a prepared statement). With marks in the database (no
 * session cache), the tokens of the requests that arrive in one turn of the event loop are read together.
 */
function viewerRowReader(
  db: Database,
  marksInDatabase: boolean,
): (token: string) => Promise<ViewerRow | undefined> {
  if (!marksInDatabase) {
    const one = selectViewers(db, false)
      .where(eq(session.token, sql.placeholder('token')))
      .limit(1)
      .prepare('session_viewer');
    return async (token) => (await one.execute({ token }))[0];
  }
  const many = selectViewers(db, true)
    .where(sql`${session.token} = any(${sql.placeholder('tokens')})`)
    .prepare('session_viewers_marked');
  const loader = createBatchLoader<string, ViewerRow>(
    async (tokens) => new Map((await many.execute({ tokens })).map((row) => [row.token, row])),
    { maxBatch: 200 },
  );
  return (token) => loader.load(token);
}

/** Finds the signed-in member of a request: from the cache when it is still valid, else with one query. */
export function createSessionLookup(options: SessionLookupOptions): SessionLookup {
  const { cache } = options;
  const readRow = viewerRowReader(options.db, cache.marksInDatabase);
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
      const markReadWithSession = cache.marksInDatabase ? Number(row.mark ?? 0) : undefined;
      const viewer = refreshDue
        ? found
        : await cache.set(token, found, row.expiresAt, begun, markReadWithSession);
      return { viewer, refreshDue };
    },
  };
}
