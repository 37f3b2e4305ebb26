import type { Viewer } from '../profiles/viewer';

/**
 * A global sequence plus, per member, the sequence value of their last change. Bumping a member makes
 * every cached session of theirs stale. Local (this process) or shared through Redis.
 */
export interface GenerationStore {
  sequence(): Promise<number>;
  /** The sequence value at the member's last bump; 0 when never bumped (or forgotten, which is safe). */
  markOf(userId: string): Promise<number>;
  bump(userId: string): Promise<void>;
}

/** In this process: right for the embedded database, which only one process can open. */
export function createLocalGenerations(): GenerationStore {
  let sequence = 0;
  const marks = new Map<string, number>();
  return {
    async sequence() {
      return sequence;
    },
    async markOf(userId) {
      return marks.get(userId) ?? 0;
    },
    async bump(userId) {
      sequence += 1;
      marks.set(userId, sequence);
    },
  };
}

export interface SessionCache {
  /**
   * True for PostgreSQL without Redis: nothing is cached, and the session query reads the member's mark (their
   * generation) from the database with the session, batched per turn of the event loop, and passes it to set().
   */
  marksInDatabase: boolean;
  /** Read before the database lookup of a missed session; passed back to set(). */
  begin(): Promise<number>;
  /** A valid cached session; its viewer carries the member's generation, read just now. */
  get(token: string): Promise<Viewer | null>;
  /**
   * Caches a looked-up session. Returns the viewer stamped with the member's generation (read after the lookup,
   * before any work of the request), or without one when the lookup raced a change and was not cached.
   * With marks in the database, the mark read in the session query's snapshot is passed instead and used as is.
   */
  set(
    token: string,
    viewer: Viewer,
    expiresAt: Date,
    begunAt: number,
    markReadWithSession?: number,
  ): Promise<Viewer>;
  /**
   * Called after every change that can end a session or change what it carries (tier, role, names), and after
   * every committed write to the member's data that a per-member cache may hold (their tool entries).
   */
  invalidateUser(userId: string): Promise<void>;
}

interface Entry {
  viewer: Viewer;
  mark: number;
  expiresAt: number;
  cachedAt: number;
}

/**
 * Sessions kept in memory, each stamped with its member's mark. A hit is used only while the mark is
 * unchanged, so a change is refused on the very next request. A lookup that raced a change (the member was
 * bumped after the lookup began) is not cached at all. Bounded in size and age.
 */
export function createSessionCache(
  generations: GenerationStore,
  options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {},
): SessionCache {
  const maxEntries = options.maxEntries ?? 10_000;
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  return {
    marksInDatabase: false,
    begin: () => generations.sequence(),
    async get(token) {
      const entry = entries.get(token);
      if (!entry) return null;
      const time = now();
      if (entry.expiresAt <= time || time - entry.cachedAt > maxAgeMs) {
        entries.delete(token);
        return null;
      }
      if ((await generations.markOf(entry.viewer.userId)) !== entry.mark) {
        entries.delete(token);
        return null;
      }
      return entry.viewer;
    },
    async set(token, viewer, expiresAt, begunAt) {
      const mark = await generations.markOf(viewer.userId);
      if (mark > begunAt) return viewer;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const stamped: Viewer = { ...viewer, generation: mark };
      entries.set(token, { viewer: stamped, mark, expiresAt: expiresAt.getTime(), cachedAt: now() });
      return stamped;
    },
    async invalidateUser(userId) {
      await generations.bump(userId);
    },
  };
}
