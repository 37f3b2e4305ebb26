import { onlineManager, useMutation, useMutationState } from '@tanstack/react-query';
import { toolEntrySchema } from '@shared/tools/tool-entry.schemas';
import { apiRequest, isTransientFailure, newIdempotencyKey } from '@client/lib/api-client';
import { toolEntriesOf } from '@client/lib/server-resources';
import { useOnline } from '@client/lib/use-online';
import { toolEntriesKey, toolEntriesPath } from './tool-entries-api';

/** Why a save is waiting: no network on the device, or no answer from the server. */
export type SaveWait = 'offline' | 'unreachable';

/** The longest wait between two tries while the server cannot be reached. */
export const SAVE_RETRY_MAX_DELAY_MS = 10_000;

interface NewEntry<T> {
  data: T;
  /** One per press of Save: every try of that save carries it, so the server keeps one entry. */
  idempotencyKey: string;
}

/** The waits between tries: half a second, then doubling up to SAVE_RETRY_MAX_DELAY_MS. */
export const saveRetryDelay = (failures: number) => Math.min(500 * 2 ** failures, SAVE_RETRY_MAX_DELAY_MS);

/**
 * Creates a tool entry, and does not give up on a lost connection: while the device is offline the write waits
 * and is sent when it is back online (TanStack Query pauses it), and while the server cannot be reached it is
 * sent again on a growing delay. Every try carries the same Idempotency-Key, so a write whose answer was lost
 * after the server saved it is still saved once. `save` settles when the server has answered: with the entry,
 * or with a refusal that asking again would not change. `waitingFor` says why a save is still waiting; it and
 * `isPending` also cover a save started by this form before it was last closed (that one is sent on).
 */
export function useSaveNewEntry<T>(toolKey: string) {
  const mutationKey = [...toolEntriesKey(toolKey), 'create'];
  const create = useMutation({
    mutationKey,
    mutationFn: ({ data, idempotencyKey }: NewEntry<T>) =>
      apiRequest(toolEntriesPath(toolKey), {
        method: 'POST',
        body: { data },
        headers: { 'idempotency-key': idempotencyKey },
        schema: toolEntrySchema,
      }),
    retry: (_failures, error) => isTransientFailure(error),
    retryDelay: saveRetryDelay,
    meta: { writes: [toolEntriesOf(toolKey)] },
  });
  const unsent = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => mutation.state.isPaused || mutation.state.failureCount > 0,
  });
  const online = useOnline();
  const waitingFor: SaveWait | null = unsent.some(Boolean) ? (online ? 'unreachable' : 'offline') : null;
  return {
    save: (data: T) => {
      // TanStack Query learns of a lost connection from the `offline` event, which a page opened offline never
      // saw: told now, it holds the write until the `online` event instead of trying on a timer.
      if (!navigator.onLine) onlineManager.setOnline(false);
      return create.mutateAsync({ data, idempotencyKey: newIdempotencyKey() });
    },
    isPending: unsent.length > 0,
    waitingFor,
  };
}

/** What the form says beside Save while its entry waits for the connection. */
export function saveWaitMessage(waitingFor: SaveWait | null): string {
  if (waitingFor === 'offline')
    return 'You are offline. Your entry is kept here and will be saved as soon as you are back online.';
  if (waitingFor === 'unreachable')
    return 'Design Your Life cannot be reached right now. Your entry is kept here and will be saved as soon as the connection is back.';
  return '';
}
