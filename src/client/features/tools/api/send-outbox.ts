import type { QueryClient } from '@tanstack/react-query';
import { toolEntrySchema, type ToolEntry } from '@shared/tools/tool-entry.schemas';
import { apiRequest, isClientError, type ApiRequestError } from '@client/lib/api-client';
import {
  markRefused,
  outboxOwner,
  removeFromOutbox,
  waitingEntriesOf,
  type OutboxEntry,
} from '@client/lib/entry-outbox';
import { refreshReaders, toolEntriesOf } from '@client/lib/server-resources';
import { toolEntriesPath } from './tool-entries-api';

/** What one pass through the outbox did: the entries saved, those refused, and whether it stopped early. */
export interface OutboxPass {
  sent: Map<string, ToolEntry>;
  refused: Map<string, ApiRequestError>;
  /** A try found no connection (or the session gone): what is left waits for the next pass. */
  stopped: boolean;
  /** Why it stopped, when the server said why (a 401: the session has ended). */
  stopError?: unknown;
}

const postEntry = (entry: OutboxEntry) =>
  apiRequest(toolEntriesPath(entry.toolKey), {
    method: 'POST',
    body: { data: entry.data },
    headers: { 'idempotency-key': entry.key },
    schema: toolEntrySchema,
  });

/**
 * A refusal that asking again will not change, so the entry is set aside for the member to see: not a lost
 * session (401: it is sent once they sign in again) nor a limit on how fast (429: it is sent on the next pass).
 */
const isFinalRefusal = (error: unknown): error is ApiRequestError =>
  isClientError(error) && error.status !== 401 && error.status !== 429;

async function sendInOrder(queryClient: QueryClient): Promise<OutboxPass> {
  const pass: OutboxPass = { sent: new Map(), refused: new Map(), stopped: false };
  const owner = outboxOwner();
  if (!owner) return pass;
  for (const entry of await waitingEntriesOf(owner)) {
    if (entry.refusal) continue;
    if (!navigator.onLine) return { ...pass, stopped: true };
    try {
      pass.sent.set(entry.key, await postEntry(entry));
      await removeFromOutbox(entry.key);
      void refreshReaders(queryClient, [toolEntriesOf(entry.toolKey)]);
    } catch (error) {
      if (!isFinalRefusal(error)) return { ...pass, stopped: true, stopError: error };
      pass.refused.set(entry.key, error);
      await markRefused(entry.key, error.message);
    }
  }
  return pass;
}

/** One pass at a time across the member's tabs (Web Locks), so two tabs do not send the same entry together. */
function sendWithLock(queryClient: QueryClient): Promise<OutboxPass> {
  if (typeof navigator.locks?.request !== 'function') return sendInOrder(queryClient);
  return navigator.locks.request('dyl-outbox-send', () => sendInOrder(queryClient));
}

let current: Promise<OutboxPass> | null = null;
let next: Promise<OutboxPass> | null = null;

/**
 * Sends the signed-in member's waiting entries, oldest first, each with its own Idempotency-Key (a retry of an
 * entry whose answer was lost is saved once). Stops at the first try that gets no answer; sets aside an entry
 * the server refuses and goes on. A call during a pass waits for it and then makes one more, so an entry added
 * meanwhile is sent by the pass its caller awaits.
 */
export function sendOutbox(queryClient: QueryClient): Promise<OutboxPass> {
  if (!current) {
    current = sendWithLock(queryClient).finally(() => (current = null));
    return current;
  }
  next ??= current
    .catch(() => undefined)
    .then(() => {
      next = null;
      return sendOutbox(queryClient);
    });
  return next;
}
