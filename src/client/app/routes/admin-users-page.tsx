import { PageHeader } from '@client/components/ui/page-header';
import { UsersTable } from '@client/features/admin/components/users-table';

export function AdminUsersPage() {
  return (
    <>
      <PageHeader
        title="Members"
        description="Find a member, change their membership, or add and remove accounts."
      />
      <UsersTable />
    </>
  );
}
