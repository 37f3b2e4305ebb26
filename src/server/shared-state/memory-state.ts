import { createMemoryRateStore } from '../plugins/rate-store';
import { createListeners, type SharedState, type StampStore } from './shared-state';

/** Stamps in this process: right for the embedded database, which only one process can open. */
export function createLocalStamps(): StampStore {
  let sequence = 0;
  const marks = new Map<string, number>();
  return {
    async begin() {
      return { epoch: 'local', sequence };
    },
    async stampOf(userId) {
      return { epoch: 'local', mark: marks.get(userId) ?? 0 };
    },
    async bump(userIds) {
      for (const userId of userIds) {
        sequence += 1;
        marks.set(userId, sequence);
      }
    },
  };
}

/** One process: everything in memory (tests share one between two app instances, as two processes). */
export function createMemoryState(now: () => number = Date.now): SharedState {
  const listeners = createListeners();
  return {
    kind: 'memory',
    stamps: createLocalStamps(),
    rates: createMemoryRateStore({ now }),
    async send(changes, from) {
      for (const change of changes) listeners.change(change, from);
    },
    listen: (listener) => listeners.add(listener),
    async renewEpoch() {
      listeners.reset();
    },
    healthy: () => true,
    async close() {},
  };
}
