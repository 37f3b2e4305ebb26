import type { GenerationStore } from '../modules/auth/session-cache';
import type { RateStore } from '../plugins/rate-store';

/** Caches that every process keeps and must drop when any process changes what they hold. */
export type InvalidationTopic = 'community' | 'content' | 'settings';

/**
 * What several app processes must agree on: session generations, cache invalidations and rate-limit
 * counters. In memory for one process (the default), or in Redis when REDIS_URL is set.
 */
export interface SharedState {
  kind: 'memory' | 'redis';
  generations: GenerationStore;
  /** Tells every process, this one first, that a cache is stale. */
  publish(topic: InvalidationTopic): Promise<void>;
  subscribe(topic: InvalidationTopic, handler: () => void): void;
  /** Fixed-window counters every rate limit is built on. */
  rates: RateStore;
  close(): Promise<void>;
}

/** Handlers per topic, shared by both implementations. */
export function createTopicHandlers() {
  const handlers = new Map<InvalidationTopic, Set<() => void>>();
  return {
    add(topic: InvalidationTopic, handler: () => void) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
    },
    run(topic: InvalidationTopic) {
      for (const handler of handlers.get(topic) ?? []) handler();
    },
  };
}
