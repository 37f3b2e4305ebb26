import { toast, toastError } from '@client/components/ui/toast-store';
import { KEPT_ON_DEVICE, useSaveNewEntry } from '../api/save-new-entry';
import { useDeleteToolEntry, useUpdateToolEntry } from '../api/tool-entries-api';
import { INTENTION_TOOL_KEY, type IntentionEntry } from './intention-days';

/**
 * Create, update and delete an intention, each with its toast; the saves resolve true on success and reject
 * with the failure after its toast, so the form can put the server's field messages on its fields.
 */
export function useIntentionActions() {
  const create = useSaveNewEntry<IntentionEntry>(INTENTION_TOOL_KEY);
  const update = useUpdateToolEntry<IntentionEntry>(INTENTION_TOOL_KEY);
  const remove = useDeleteToolEntry(INTENTION_TOOL_KEY);

  const save = async (run: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await run();
      toast({ title: success });
      return true;
    } catch (error) {
      toastError(failure, error);
      throw error;
    }
  };

  return {
    isCreating: create.isPending,
    isUpdating: update.isPending,
    // Offline or with the server down, the intention is kept on the device and waits to send.
    create: async (data: IntentionEntry) => {
      try {
        const outcome = await create.save(data);
        toast(
          outcome.sent
            ? { title: 'Intention set' }
            : { ...KEPT_ON_DEVICE, title: 'Intention kept on this device' },
        );
        return true;
      } catch (error) {
        toastError('Could not save your intention', error);
        throw error;
      }
    },
    update: (id: string, data: IntentionEntry, success = 'Intention updated') =>
      save(() => update.mutateAsync({ id, data }), success, 'Could not save your changes'),
    remove: (id: string) =>
      remove.mutate(id, {
        onSuccess: () => toast({ title: 'Intention deleted' }),
        onError: (error) => toastError('Could not delete the intention', error),
      }),
  };
}
