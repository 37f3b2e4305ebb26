import { createLocalGenerations } from '../modules/auth/session-cache';
import { createMemoryRateStore } from '../plugins/rate-store';
import { createTopicHandlers, type SharedState } from './shared-state';

/** One process: everything in memory. */
export function createMemoryState(now: () => number = Date.now): SharedState {
  const topics = createTopicHandlers();
  return {
    kind: 'memory',
    generations: createLocalGenerations(),
    rates: createMemoryRateStore({ now }),
    async publish(topic) {
      topics.run(topic);
    },
    subscribe: (topic, handler) => topics.add(topic, handler),
    async close() {},
  };
}
