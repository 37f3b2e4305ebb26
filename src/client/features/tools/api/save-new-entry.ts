import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToolEntry } from '@shared/tools/tool-entry.schemas';
import { isClientError, newIdempotencyKey } from '@client/lib/api-client';
import { addToOutbox, holdForForm, outboxOwner, removeFromOutbox } from '@client/lib/entry-outbox';
import { toolEntriesOf } from '@client/lib/server-resources';
import { sendOutbox } from './send-outbox';

/** The longest wait between two passes through the outbox while the server cannot be reached. */
export const SAVE_RETRY_MAX_DELAY_MS = 10_000;

/** The waits between passes: half a second, then doubling up to SAVE_RETRY_MAX_DELAY_MS. */
export const saveRetryDelay = (failures: number) => Math.min(500 * 2 ** failures, SAVE_RETRY_MAX_DELAY_MS);

/** A save's outcome: saved by the server, or kept on the device to be sent when the connection is back. */
export type SaveOutcome = { sent: true; entry: ToolEntry } | { sent: false };

/**
 * Creates a tool entry through the device's outbox (entry-outbox): the entry is first kept on the device with
 * its Idempotency-Key, then sent with any written before it. `save` resolves with the saved entry, or with
 * `{ sent: false }` when there is no connection or no answer: the entry then waits on the device, shown as
 * "waiting to send", and the background sender (useOutboxSender) sends it when it can, also after a reload.
 * A refusal (a 4xx, an ended session included) rejects, and the entry leaves the outbox: the form still holds
 * the words.
 */
export function useSaveNewEntry<T>(toolKey: string) {
  const queryClient = useQueryClient();
  // A mutation, so that a refusal reaches the app's error handling as any write's does (a 401 ends the session
  // on the screen: the member signs in again and finds the entry still in the form).
  const create = useMutation({
    mutationFn: async (data: T): Promise<SaveOutcome> => {
      const owner = outboxOwner();
      if (!owner) throw new Error('Please log in again to save this entry.');
      const key = newIdempotencyKey();
      // Until its first try is over, the entry is the form's ("Saving…"), not yet shown as waiting.
      holdForForm(key, true);
      try {
        await addToOutbox({ key, owner, toolKey, data, writtenAt: new Date().toISOString() });
        const pass = await sendOutbox(queryClient);
        const entry = pass.sent.get(key);
        if (entry) return { sent: true, entry };
        const refusal = pass.refused.get(key) ?? (isClientError(pass.stopError) ? pass.stopError : undefined);
        if (refusal) {
          await removeFromOutbox(key);
          throw refusal;
        }
        return { sent: false };
      } finally {
        holdForForm(key, false);
      }
    },
    // Offline too: the outbox keeps the entry (TanStack Query would otherwise hold the save until online).
    networkMode: 'always',
    meta: { writes: [toolEntriesOf(toolKey)] },
  });
  return { save: (data: T) => create.mutateAsync(data), isPending: create.isPending };
}

/** The toast of a save kept on the device. */
export const KEPT_ON_DEVICE = {
  title: 'Kept on this device',
  description: 'Your entry is waiting to send and will be saved as soon as the connection is back.',
} as const;
