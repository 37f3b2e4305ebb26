import type { MemberStamp, StampStore } from '../../shared-state/shared-state';
import type { Viewer } from '../../lib/viewer';
import { noCacheMetrics, type CacheMetrics } from '../../lib/cache-metrics';

export interface SessionCache {
  /** Read before the database lookup of a missed session; passed back to set(). Null: do not cache. */
  begin(): Promise<Begun | null>;
  /** A valid cached session; its viewer carries the member's stamp, read just now. */
  get(token: string): Promise<Viewer | null>;
  /**
   * Caches a looked-up session. Returns the viewer stamped with the member's stamp (read after the lookup,
   * before any work of the request), or without one when the lookup raced a change and was not cached, or the
   * store could not be read. With the marks in the database, the mark read in the session's own statement is
   * given instead of `begun`: read in the same snapshot as the session, it is the session's stamp.
   */
  set(
    token: string,
    viewer: Viewer,
    expiresAt: Date,
    begun: Begun | { markReadWithSession: number } | null,
  ): Promise<Viewer>;
  /** Whether the session's lookup reads its member's mark in the same statement (marks in the database). */
  marksReadWithSession: boolean;
  /** Forgets every cached session (changes may have been missed). */
  clear(): void;
}

export interface Begun {
  epoch: string;
  sequence: number;
}

interface Entry {
  viewer: Viewer;
  stamp: string;
  expiresAt: number;
  cachedAt: number;
}

export const stampText = (stamp: MemberStamp) => `${stamp.epoch}.${stamp.mark}`;

/**
 * Sessions kept in memory, each stamped with its member's stamp. A hit is used only while the stamp is
 * unchanged, so a change is refused on the very next request. A lookup that raced a change (the member was
 * bumped after the lookup began, or the epoch moved) is not cached at all. While the store cannot be read,
 * nothing is served from the cache or put in it: every request reads its session from the database (fail
 * closed, never stale). Bounded in size and age.
 */
export function createSessionCache(
  stamps: StampStore,
  options: { maxEntries?: number; maxAgeMs?: number; now?: () => number; metrics?: CacheMetrics } = {},
): SessionCache {
  const metrics = options.metrics ?? noCacheMetrics;
  const maxEntries = options.maxEntries ?? 10_000;
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const stampOf = (userId: string) => stamps.stampOf(userId).then(stampText, () => null);
  async function lookup(token: string): Promise<Viewer | null> {
    const entry = entries.get(token);
    if (!entry) return null;
    const time = now();
    if (entry.expiresAt <= time || time - entry.cachedAt > maxAgeMs) {
      entries.delete(token);
      return null;
    }
    const stamp = await stampOf(entry.viewer.userId);
    if (stamp === null) return null;
    if (stamp !== entry.stamp) {
      entries.delete(token);
      return null;
    }
    return entry.viewer;
  }
  return {
    marksReadWithSession: stamps.inDatabase === true,
    begin: () => (stamps.inDatabase ? Promise.resolve(null) : stamps.begin().catch(() => null)),
    async get(token) {
      const viewer = await lookup(token);
      metrics.lookup('session', viewer !== null);
      return viewer;
    },
    async set(token, viewer, expiresAt, begun) {
      if (!begun) return viewer;
      let stamp: MemberStamp | null;
      if ('markReadWithSession' in begun) {
        stamp = { epoch: 'db', mark: begun.markReadWithSession };
      } else {
        stamp = await stamps.stampOf(viewer.userId).catch(() => null);
        if (!stamp || stamp.epoch !== begun.epoch || stamp.mark > begun.sequence) return viewer;
      }
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const stamped: Viewer = { ...viewer, stamp: stampText(stamp) };
      entries.set(token, {
        viewer: stamped,
        stamp: stamped.stamp!,
        expiresAt: expiresAt.getTime(),
        cachedAt: now(),
      });
      return stamped;
    },
    clear: () => entries.clear(),
  };
}
