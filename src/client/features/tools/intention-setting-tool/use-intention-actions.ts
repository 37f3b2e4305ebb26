import { toast, toastError } from '@client/components/ui/toast-store';
import { useCreateToolEntry, useDeleteToolEntry, useUpdateToolEntry } from '../api/tool-entries-api';
import { INTENTION_TOOL_KEY, type IntentionEntry } from './intention-days';

/**
 * Create, update and delete an intention, each with its toast; the saves resolve true on success and reject
 * with the failure after its toast, so the form can put the server's field messages on its fields.
 */
export function useIntentionActions() {
  const create = useCreateToolEntry<IntentionEntry>(INTENTION_TOOL_KEY);
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
    create: (data: IntentionEntry) =>
      save(() => create.mutateAsync(data), 'Intention set', 'Could not save your intention'),
    update: (id: string, data: IntentionEntry, success = 'Intention updated') =>
      save(() => update.mutateAsync({ id, data }), success, 'Could not save your changes'),
    remove: (id: string) =>
      remove.mutate(id, {
        onSuccess: () => toast({ title: 'Intention deleted' }),
        onError: (error) => toastError('Could not delete the intention', error),
      }),
  };
}
