import { createLocalGenerations } from '../modules/auth/session-cache';
import { createTopicHandlers, type SharedState } from './shared-state';

/** One process: everything in memory. */
export function createMemoryState(now: () => number = Date.now): SharedState {
  const topics = createTopicHandlers();
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweepAt = now() + 60_000;
  return {
    kind: 'memory',
    generations: createLocalGenerations(),
    async publish(topic) {
      topics.run(topic);
    },
    subscribe: (topic, handler) => topics.add(topic, handler),
    async hit(key, windowMs) {
      const time = now();
      if (time > sweepAt) {
        for (const [k, w] of windows) if (w.endsAt <= time) windows.delete(k);
        sweepAt = time + 60_000;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - time };
    },
    async close() {},
  };
}
