/**
 * Where a cache reports each lookup it could have served, hit or miss (the metrics plugin counts them by cache
 * name). A lookup the cache may not answer at all (no member stamp, changes possibly missed) is not reported.
 */
export interface CacheMetrics {
  lookup(cache: string, hit: boolean): void;
}

/** Counts nothing: the default when metrics are off, and in unit tests. */
export const noCacheMetrics: CacheMetrics = { lookup: () => {} };
