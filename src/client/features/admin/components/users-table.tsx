import { format, formatDistanceToNow } from 'date-fns';
import { useDeferredValue, useState } from 'react';
import type { AdminUser } from '@shared/admin/admin-users.schemas';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { useAdminUsers } from '../api/admin-users';
import { DeleteUserDialog } from './delete-user-dialog';
import { CreateUserDialog, EditUserDialog } from './user-form-dialogs';

/** Members with search, keyset paging ("Show more") and the create, edit and delete dialogs. */
export function UsersTable() {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const users = useAdminUsers(q);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
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
        <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full min-w-[720px] text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th className="px-3 py-2 font-semibold">Member</th>
                <th className="px-3 py-2 font-semibold">Tier</th>
                <th className="px-3 py-2 font-semibold">Status</th>
                <th className="px-3 py-2 font-semibold">Role</th>
                <th className="px-3 py-2 font-semibold">Joined</th>
                <th className="px-3 py-2 font-semibold">Last active</th>
                <th className="px-3 py-2 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((user) => (
                <tr key={user.id}>
                  <td className="px-3 py-2">
                    <p className="font-medium text-slate-900">
                      {user.firstName} {user.lastName}
                    </p>
                    <p className="text-slate-600">
                      @{user.username} · {user.email}
                    </p>
                  </td>
                  <td className="px-3 py-2">{user.subscriptionTier}</td>
                  <td className="px-3 py-2">{user.subscriptionStatus}</td>
                  <td className="px-3 py-2">{user.role}</td>
                  <td className="px-3 py-2">{format(new Date(user.joinedAt), 'd MMM yyyy')}</td>
                  <td className="px-3 py-2">
                    {user.lastActiveAt ? `${formatDistanceToNow(new Date(user.lastActiveAt))} ago` : 'Never'}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right">
                    <Button size="sm" variant="secondary" onClick={() => setEditing(user)}>
                      Edit<span className="sr-only"> {user.username}</span>
                    </Button>{' '}
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700"
                      onClick={() => setDeleting(user)}
                    >
                      Delete<span className="sr-only"> {user.username}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
    </div>
  );
}
