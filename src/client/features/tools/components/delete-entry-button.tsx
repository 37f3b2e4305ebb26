import { Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast, toastError } from '@client/components/ui/toast-store';
import type { useDeleteToolEntry } from '../api/tool-entries-api';

/** Deletes one entry through a tool's delete mutation, with a toast for the outcome. */
interface DeleteWithMutation {
  remove: Pick<ReturnType<typeof useDeleteToolEntry>, 'mutate'>;
  id: string;
  /** The toast title when the delete fails ("Could not delete the entry"). */
  failureTitle: string;
  /** The toast title when it succeeds; none when left out. */
  successTitle?: string;
  onConfirm?: never;
}

interface DeleteWithHandler {
  /** Runs when the member confirms; it reports its own outcome. */
  onConfirm: () => void;
  remove?: never;
}

type DeleteEntryButtonProps = (DeleteWithMutation | DeleteWithHandler) & {
  /** The dialog's question and what it explains. */
  title: string;
  description: string;
  /** Makes the button an icon alone, named by this label ("Delete session"); otherwise it reads "Delete". */
  label?: string;
  /** Words only screen readers hear after a visible "Delete" ("this entry"). */
  hiddenSuffix?: string;
};

/** A delete control that asks first: a ghost button with a bin, opening a confirmation dialog. */
export function DeleteEntryButton({
  title,
  description,
  label,
  hiddenSuffix,
  ...action
}: DeleteEntryButtonProps) {
  const handleConfirm = () => {
    if (action.onConfirm) return action.onConfirm();
    const { successTitle, failureTitle } = action;
    action.remove.mutate(action.id, {
      onSuccess: successTitle ? () => toast({ title: successTitle }) : undefined,
      onError: (failure) => toastError(failureTitle, failure),
    });
  };

  return (
    <ConfirmDialog
      trigger={
        label ? (
          <Button variant="ghost" size="icon" aria-label={label}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        ) : (
          <Button variant="ghost" size="sm">
            <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
            {hiddenSuffix ? <span className="sr-only"> {hiddenSuffix}</span> : null}
          </Button>
        )
      }
      title={title}
      description={description}
      confirmLabel="Delete"
      onConfirm={handleConfirm}
    />
  );
}
