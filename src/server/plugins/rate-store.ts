/** The answer of a counter: whether this hit is within the limit, and when its window ends. */
export interface RateResult {
  allowed: boolean;
  count: number;
  retryAfterMs: number;
}

/**
 * Fixed-window counters by key. In memory today; a Redis implementation of these three calls makes every
 * limit built on it hold across several app processes.
 */
export interface RateStore {
  /** Counts one hit on key and says whether the count is still within limit for its window. */
  take(key: string, limit: number, windowMs: number): Promise<RateResult>;
  /** The current count of key (0 when its window has ended), without counting a hit. */
  peek(key: string): Promise<{ count: number; retryAfterMs: number }>;
  /** Forgets key. */
  reset(key: string): Promise<void>;
}

interface Window {
  count: number;
  endsAt: number;
}

/** A RateStore in this process's memory; expired windows are swept as new ones are opened. */
export function createMemoryRateStore(options: { now?: () => number; maxKeys?: number } = {}): RateStore {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const windows = new Map<string, Window>();

  function sweep(at: number): void {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    // Still full of live windows (a flood of distinct keys): drop the oldest rather than grow without bound.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  function current(key: string, at: number): Window | undefined {
    const window = windows.get(key);
    if (window && window.endsAt <= at) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  return {
    async take(key, limit, windowMs) {
      const at = now();
      let window = current(key, at);
      if (!window) {
        if (windows.size >= maxKeys) sweep(at);
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, count: window.count, retryAfterMs: window.endsAt - at };
    },
    async peek(key) {
      const at = now();
      const window = current(key, at);
      return { count: window?.count ?? 0, retryAfterMs: window ? window.endsAt - at : 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
