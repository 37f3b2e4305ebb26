/**
 * Values computed from one member's data, kept in this process and stamped with the member's generation as read
 * before they were computed (`Viewer.stamp`). A value is returned only for the same generation, and every
 * committed write to the member's data moves it, so a change is seen on the very next request in every process
 * that shares the generations. Bounded in entries, in the size of one value and in age.
 */
export interface GenerationCache<T> {
  get(userId: string, key: string, generation: Stamp | undefined): T | undefined;
  /** `size` is the value's serialised length; a value over the limit is not kept. */
  set(userId: string, key: string, generation: Stamp | undefined, value: T, size: number): void;
}

/** A generation, or several joined into one string ("member.forum"). */
export type Stamp = number | string;

export interface GenerationCacheOptions {
  maxEntries: number;
  /** The largest value kept, in serialised characters: the cache holds at most maxEntries × this. */
  maxValueSize: number;
  maxAgeMs: number;
  now?: () => number;
  /** Told of every lookup with a generation: whether it was served (the metrics count hits and misses). */
  onLookup?: (hit: boolean) => void;
}

interface Entry<T> {
  generation: Stamp;
  value: T;
  cachedAt: number;
}

export function createGenerationCache<T>(options: GenerationCacheOptions): GenerationCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const keyOf = (userId: string, key: string) => `${userId}\u0000${key}`;
  const lookup = (userId: string, key: string, generation: Stamp): T | undefined => {
    const name = keyOf(userId, key);
    const entry = entries.get(name);
    if (!entry) return undefined;
    if (entry.generation !== generation || now() - entry.cachedAt > options.maxAgeMs) {
      entries.delete(name);
      return undefined;
    }
    return entry.value;
  };
  return {
    get(userId, key, generation) {
      if (generation === undefined) return undefined;
      const value = lookup(userId, key, generation);
      options.onLookup?.(value !== undefined);
      return value;
    },
    set(userId, key, generation, value, size) {
      if (generation === undefined || size > options.maxValueSize) return;
      const name = keyOf(userId, key);
      entries.delete(name);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(name, { generation, value, cachedAt: now() });
    },
  };
}
