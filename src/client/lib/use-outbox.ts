import { useSyncExternalStore } from 'react';
import { outboxSnapshot, subscribeToOutbox, type KeptEntry } from './entry-outbox';

const none: readonly KeptEntry[] = [];

/** The signed-in member's entries waiting on this device (all tools, oldest first), kept current. */
export function useOutboxEntries(): readonly KeptEntry[] {
  return useSyncExternalStore(subscribeToOutbox, outboxSnapshot, () => none);
}
