import { useState } from 'react';
import type { AdminUser } from '@shared/admin/admin-users.schemas';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useDeleteUser } from '../api/delete-admin-user';
import { FormDialog } from './form-dialog';

/** Asks before deleting a member; the force delete (posts too) needs the username typed. */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const remove = useDeleteUser();
  const [force, setForce] = useState(false);
  const [typed, setTyped] = useState('');
  const ready = !force || typed.trim() === user.username;
  const handleDelete = async () => {
    try {
      await remove.mutateAsync({ id: user.id, force });
      toast({ title: 'User Deleted' });
      onClose();
    } catch (error) {
      toastError('Error deleting user', error);
    }
  };
  return (
    <FormDialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={`Delete ${user.firstName} ${user.lastName}?`}
      description="Their account, sessions, tool entries, settings and skill practice are removed. This cannot be undone."
    >
      <label className="flex items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-red-700"
          checked={force}
          onChange={(e) => setForce(e.target.checked)}
        />
        Also remove their community posts and replies (force delete)
      </label>
      {force ? (
        <FormField label={`Type ${user.username} to confirm`}>
          <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </FormField>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={!ready || remove.isPending}
          onClick={() => void handleDelete()}
        >
          {force ? 'Force delete' : 'Delete member'}
        </Button>
      </div>
    </FormDialog>
  );
}
