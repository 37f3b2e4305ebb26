import type { ChangeListener, SharedState } from '../../shared-state/shared-state';
import { changeKey, type Change } from './change';

/**
 * The one place writes report what they changed and caches hear of it, in this process and in every other.
 * A write's changes are published once it has committed (declared-changes.ts does it for routes).
 */
export interface ChangeFeed {
  /**
   * Tells this process's caches at once, moves the changed members' stamps and tells the other processes.
   * Never throws: when the shared store cannot be reached the changes are kept and sent again, and a new epoch
   * then resets every process (they may have served what they were not told of).
   */
  publish(changes: readonly Change[]): Promise<void>;
  /** Every change, from this process or another. */
  subscribe(handler: (change: Change) => void): void;
  /**
   * This process's own published changes, once each batch (after its commit): what keeps a log of them, so the
   * log is written once, by the writer, not by every process that hears of the change.
   */
  onPublish(handler: (changes: readonly Change[]) => Promise<void> | void): void;
  /** Changes may have been missed: a cache drops everything it holds from shared data. */
  onReset(handler: () => void): void;
  /**
   * Whether every change reaches this process now and this process's own have all been sent. While false,
   * caches of shared data serve nothing and keep nothing: they could miss a change.
   */
  live(): boolean;
  /** Resolves once nothing is waiting to be sent again (tests, and a graceful shutdown). */
  settled(): Promise<void>;
}

export interface ChangeFeedOptions {
  log?: { warn(detail: object, message: string): void };
  /** The first pause before sending again; it doubles up to retryMaxMs. */
  retryMs?: number;
  retryMaxMs?: number;
}

function unique(changes: readonly Change[]): Change[] {
  const seen = new Map<string, Change>();
  for (const change of changes) seen.set(changeKey(change), change);
  return [...seen.values()];
}

export function createChangeFeed(state: SharedState, options: ChangeFeedOptions = {}): ChangeFeed {
  const handlers: ((change: Change) => void)[] = [];
  const publishers: ((changes: readonly Change[]) => Promise<void> | void)[] = [];
  const resets: (() => void)[] = [];
  const deliver = (change: Change) => {
    for (const handler of handlers) handler(change);
  };
  const reset = () => {
    for (const handler of resets) handler();
  };
  const listener: ChangeListener = { change: deliver, reset };
  state.listen(listener);

  let pending: Change[] = [];
  let retry: Promise<void> | null = null;

  async function share(changes: readonly Change[]): Promise<void> {
    const members = changes.flatMap((c) => (c.kind === 'member' ? [c.userId] : []));
    await Promise.all([state.stamps.bump(members), state.send(changes, listener)]);
  }

  async function sendAgain(): Promise<void> {
    let pause = options.retryMs ?? 250;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, pause).unref());
      const batch = pending;
      pending = [];
      try {
        await share(batch);
        await state.renewEpoch();
        if (pending.length === 0) return;
      } catch {
        pending = [...batch, ...pending];
        pause = Math.min(pause * 2, options.retryMaxMs ?? 2_000);
      }
    }
  }

  return {
    async publish(changes) {
      const list = unique(changes);
      if (list.length === 0) return;
      // Logged first, so a process told of the change finds it in the log.
      for (const handler of publishers) {
        await Promise.resolve()
          .then(() => handler(list))
          .catch((error: unknown) =>
            options.log?.warn(
              { reason: error instanceof Error ? error.message : String(error) },
              'a log of published changes was not written',
            ),
          );
      }
      for (const change of list) deliver(change);
      if (pending.length > 0) {
        pending.push(...list);
        return;
      }
      try {
        await share(list);
      } catch (error) {
        options.log?.warn(
          { reason: error instanceof Error ? error.message : String(error), changes: list.length },
          'changes not shared yet: sent again once the shared store answers',
        );
        pending.push(...list);
        retry ??= sendAgain().finally(() => {
          retry = null;
        });
      }
    },
    // Not while a resend is under way either: its changes are not in `pending` then, nor anywhere yet.
    live: () => state.healthy() && pending.length === 0 && retry === null,
    subscribe: (handler) => void handlers.push(handler),
    onPublish: (handler) => void publishers.push(handler),
    onReset: (handler) => void resets.push(handler),
    async settled() {
      while (retry) await retry;
    },
  };
}
