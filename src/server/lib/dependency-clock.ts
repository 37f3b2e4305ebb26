/**
 * When each thing a cached value was built from last changed, on one clock of this process. A value records
 * the clock before it is built and the names it depends on; it is current while none of them has changed
 * since. Changes older than the longest a value is kept are forgotten (a value older than that is refused by
 * age anyway), so the clock stays small however many things change.
 */
export interface DependencyClock {
  /** Read before building a value. */
  now(): number;
  touch(name: string): void;
  /** Everything changed (a reset): every value built before now is stale. */
  touchAll(): void;
  unchangedSince(names: readonly string[], since: number): boolean;
}

export function createDependencyClock(options: {
  forgetAfterMs: number;
  maxNames?: number;
  now?: () => number;
}): DependencyClock & { stop(): void } {
  const time = options.now ?? Date.now;
  const maxNames = options.maxNames ?? 100_000;
  let tick = 0;
  let allAt = 0;
  const changedAt = new Map<string, { tick: number; at: number }>();

  function forgetOld() {
    const before = time() - options.forgetAfterMs;
    for (const [name, change] of changedAt) {
      // Oldest first (a touched name moves to the end): stop at the first one still needed.
      if (change.at > before) break;
      changedAt.delete(name);
    }
    if (changedAt.size >= maxNames) clock.touchAll();
  }

  const clock: DependencyClock = {
    now: () => tick,
    touch(name) {
      tick += 1;
      changedAt.delete(name);
      changedAt.set(name, { tick, at: time() });
      if (changedAt.size >= maxNames) forgetOld();
    },
    touchAll() {
      tick += 1;
      allAt = tick;
      changedAt.clear();
    },
    unchangedSince(names, since) {
      if (allAt > since) return false;
      for (const name of names) {
        const change = changedAt.get(name);
        if (change && change.tick > since) return false;
      }
      return true;
    },
  };
  const sweep = setInterval(forgetOld, Math.max(1_000, options.forgetAfterMs / 4));
  sweep.unref();
  return { ...clock, stop: () => clearInterval(sweep) };
}
