import { useState } from 'react';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useUpdateToolEntry } from './tool-entries-api';

/**
 * Edit-in-place for one entry: open and close the editor, save with the toasts, close on success. `save`
 * resolves true once saved and rejects with the failure after its toast, for the form's field messages.
 */
export function useEntryEditor<T>(
  toolKey: string,
  entryId: string,
  titles: { saved: string; failed: string } = {
    saved: 'Entry updated',
    failed: 'Could not save your changes',
  },
) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateToolEntry<T>(toolKey);
  const save = async (data: T): Promise<boolean> => {
    try {
      await update.mutateAsync({ id: entryId, data });
      setEditing(false);
      toast({ title: titles.saved });
      return true;
    } catch (failure) {
      toastError(titles.failed, failure);
      throw failure;
    }
  };
  return {
    editing,
    startEditing: () => setEditing(true),
    cancel: () => setEditing(false),
    save,
    isPending: update.isPending,
  };
}
