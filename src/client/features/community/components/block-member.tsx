import { Ban } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useBlockState, useSetBlocked } from '../api/member-connections';

/** On another member's profile: block them (they are not told), or unblock. */
export function BlockMember({ username }: { username: string }) {
  const state = useBlockState(username, true);
  const setBlocked = useSetBlocked(username);
  if (!state.data) return null;
  if (state.data.blocked)
    return (
      <div className="space-y-2 text-sm">
        <p className="text-slate-700">
          You blocked {username}: their replies, mentions and likes do not notify you.
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setBlocked.mutate(false)}
          disabled={setBlocked.isPending}
        >
          Unblock
        </Button>
      </div>
    );
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-slate-700">
          <Ban aria-hidden="true" className="h-4 w-4" />
          Block<span className="sr-only"> {username}</span>
        </Button>
      }
      title={`Block ${username}?`}
      description="You will not be notified when they reply to you, mention you, like your posts or mark your reply as the answer. They are not told, and you can unblock them here at any time."
      confirmLabel="Block"
      onConfirm={() => setBlocked.mutate(true)}
    />
  );
}
