import { parseChange, type Change } from '../lib/changes/change';
import type { RateStore } from '../plugins/rate-store';

/**
 * A member's stamp as every process reads it: the store's epoch and the member's mark. A cached value derived
 * from the member is served only while the stamp read now equals the one read before it was computed.
 */
export interface MemberStamp {
  /** Changes whenever the store may have lost marks (a Redis restart or flush) or a process missed a send. */
  epoch: string;
  /** The store's sequence value at the member's last change; 0 when never changed (or forgotten). */
  mark: number;
}

/** Where the members' stamps live: in this process, in Redis, or in the database. */
export interface StampStore {
  /**
   * The marks are rows of session_marks: a session's lookup reads its member's mark in the same statement (the
   * same snapshot), which stands in for begin() and saves two round trips on a miss.
   */
  inDatabase?: boolean;
  /** Read before a lookup whose result may be cached: a change after this point keeps it out of the cache. */
  begin(): Promise<{ epoch: string; sequence: number }>;
  stampOf(userId: string): Promise<MemberStamp>;
  /** Moves the marks of these members, so what was cached of them is stale in every process. */
  bump(userIds: readonly string[]): Promise<void>;
}

export interface ChangeListener {
  change(change: Change): void;
  /** Changes may have been missed (a reconnect, a new epoch): drop everything cached from shared data. */
  reset(): void;
}

/**
 * What several app processes must agree on: member stamps, the changes every cache listens to, and the
 * rate-limit counters. In memory for one process, PostgreSQL's LISTEN/NOTIFY and tables for several processes
 * on one PostgreSQL server, or Redis when REDIS_URL is set. Every call is bounded in time; while the store is
 * unreachable, calls reject at once and `healthy()` is false.
 */
export interface SharedState {
  kind: 'memory' | 'postgres' | 'redis';
  stamps: StampStore;
  /** Sends changes to the other processes: never back to `from`, the listener of the feed that has them. */
  send(changes: readonly Change[], from: ChangeListener): Promise<void>;
  listen(listener: ChangeListener): void;
  /**
   * Starts a new epoch and tells every process to reset: called after this process failed to send, so that
   * whatever the others may have missed is dropped everywhere.
   */
  renewEpoch(): Promise<void>;
  /** Fixed-window counters every rate limit is built on. */
  rates: RateStore;
  /**
   * Whether the shared store answers now and changes from the other processes are arriving (the readiness
   * check reports it). While it is false, caches of shared data serve nothing: they may have missed a change.
   */
  healthy(): boolean;
  close(): Promise<void>;
}

/** Listeners, shared by the implementations. */
export function createListeners() {
  const listeners: ChangeListener[] = [];
  return {
    add: (listener: ChangeListener) => void listeners.push(listener),
    change(change: Change, except?: ChangeListener) {
      for (const listener of listeners) if (listener !== except) listener.change(change);
    },
    reset() {
      for (const listener of listeners) listener.reset();
    },
  };
}

/** What travels between processes: changes, or a reset (a new epoch); `from` names the sending process. */
export type StateMessage = { from: string } & ({ changes: Change[] } | { reset: true });

export function encodeMessage(message: StateMessage): string {
  return JSON.stringify(message);
}

/** A message from another process; anything that is not one is dropped (null). */
export function decodeMessage(text: string): StateMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as { from?: unknown; changes?: unknown; reset?: unknown };
  if (typeof message.from !== 'string') return null;
  if (message.reset === true) return { from: message.from, reset: true };
  if (!Array.isArray(message.changes)) return null;
  const changes = message.changes.map(parseChange).filter((c): c is Change => c !== null);
  return { from: message.from, changes };
}

/** Hands a message from another process to the listeners (this process's own messages come back too: skipped). */
export function deliverMessage(
  listeners: ReturnType<typeof createListeners>,
  text: string,
  processId: string,
): void {
  const message = decodeMessage(text);
  if (!message) return;
  if ('reset' in message) listeners.reset();
  else if (message.from !== processId) for (const change of message.changes) listeners.change(change);
}
