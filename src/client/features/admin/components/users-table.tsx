import { formatDistanceToNowStrict } from 'date-fns';
import { useDeferredValue, useState } from 'react';
import type { AdminUser } from '@shared/admin/admin-users.schemas';
import { subscriptionStatusLabels } from '@shared/profiles/profiles.schemas';
import { subscriptionTierLabels } from '@shared/profiles/subscription-tiers';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/features/account/use-session';
import { formatDate } from '@client/lib/format-date';
import { useAdminUsers } from '../api/admin-users';
import { DeleteUserDialog } from './delete-user-dialog';
import { MemberStandingDialog } from './member-standing-dialog';
import { CreateUserDialog, EditUserDialog } from './user-form-dialogs';

function lastActive(user: AdminUser): string {
  return user.lastActiveAt ? `${formatDistanceToNowStrict(new Date(user.lastActiveAt))} ago` : 'Never';
}

interface RowHandlers {
  onEdit: (user: AdminUser) => void;
  onStanding: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  /** The signed-in admin, whose own standing is not theirs to change here. */
  selfId: string | undefined;
}

function RowActions({ user, onEdit, onStanding, onDelete, selfId }: RowHandlers & { user: AdminUser }) {
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => onEdit(user)}>
        Edit<span className="sr-only"> {user.username}</span>
      </Button>{' '}
      {user.id === selfId ? null : (
        <>
          <Button size="sm" variant="secondary" onClick={() => onStanding(user)}>
            Forum standing<span className="sr-only"> of {user.username}</span>
          </Button>{' '}
        </>
      )}
      <Button size="sm" variant="ghost" className="text-red-700" onClick={() => onDelete(user)}>
        Delete<span className="sr-only"> {user.username}</span>
      </Button>
    </>
  );
}

/** Below md the table becomes a list of cards, so the actions stay on screen at 390 px. */
function UserCards({ users, ...handlers }: RowHandlers & { users: AdminUser[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Members">
      {users.map((user) => (
        <li key={user.id} className="space-y-1 rounded-2xl border border-slate-200 bg-white p-4">
          <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">
            {user.firstName} {user.lastName}
          </p>
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
            @{user.username} · {user.email}
          </p>
          <p className="text-sm text-slate-700">
            {subscriptionTierLabels[user.subscriptionTier]} ·{' '}
            {subscriptionStatusLabels[user.subscriptionStatus]} · {user.role}
          </p>
          <p className="text-sm text-slate-700">
            Joined {formatDate(new Date(user.joinedAt), 'd MMM yyyy')} · last active {lastActive(user)}
          </p>
          <div className="pt-1">
            <RowActions user={user} {...handlers} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Members with search, keyset paging ("Show more") and the create, edit, forum standing and delete dialogs. */
export function UsersTable() {
  const selfId = useSession().user?.id;
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const users = useAdminUsers(q);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [standing, setStanding] = useState<AdminUser | null>(null);
  const handlers: RowHandlers = {
    onEdit: setEditing,
    onStanding: setStanding,
    onDelete: setDeleting,
    selfId,
  };
  const rows = users.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <label className="flex-1">
          <span className="sr-only">Search members</span>
          <Input
            type="search"
            placeholder="Search by name, username or email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <Button onClick={() => setCreating(true)}>Add member</Button>
      </div>
      {users.isPending ? (
        <Spinner />
      ) : users.isError ? (
        <p className="text-red-700">Members could not be loaded.</p>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">No member matches “{q}”.</p>
      ) : (
        <>
          <UserCards users={rows} {...handlers} />
          <div className="relative hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th className="px-3 py-2 font-semibold">Member</th>
                  <th className="px-3 py-2 font-semibold">Tier</th>
                  <th className="px-3 py-2 font-semibold">Status</th>
                  <th className="px-3 py-2 font-semibold">Role</th>
                  <th className="px-3 py-2 font-semibold">Joined</th>
                  <th className="whitespace-nowrap px-3 py-2 font-semibold">Last active</th>
                  <th className="px-3 py-2 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((user) => (
                  <tr key={user.id}>
                    <td className="min-w-52 px-3 py-2 [overflow-wrap:anywhere]">
                      <p className="font-medium text-slate-900">
                        {user.firstName} {user.lastName}
                      </p>
                      <p className="text-slate-600">@{user.username}</p>
                      <p className="text-slate-600">{user.email}</p>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {subscriptionTierLabels[user.subscriptionTier]}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {subscriptionStatusLabels[user.subscriptionStatus]}
                    </td>
                    <td className="px-3 py-2">{user.role}</td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {formatDate(new Date(user.joinedAt), 'd MMM yyyy')}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">{lastActive(user)}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right">
                      <RowActions user={user} {...handlers} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {users.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void users.fetchNextPage()}
          disabled={users.isFetchingNextPage}
        >
          Show more members
        </Button>
      ) : null}
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      {editing ? <EditUserDialog user={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} /> : null}
      {standing ? <MemberStandingDialog user={standing} onClose={() => setStanding(null)} /> : null}
    </div>
  );
}
