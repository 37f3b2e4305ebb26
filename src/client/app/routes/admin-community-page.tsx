import { PageHeader } from '@client/components/ui/page-header';
import { CommunityPostsTable } from '@client/features/admin/components/community-posts-table';

export function AdminCommunityPage() {
  return (
    <>
      <PageHeader
        title="Community"
        description="Every forum post, newest first, including those hidden by reports and those by former members."
      />
      <CommunityPostsTable />
    </>
  );
}
