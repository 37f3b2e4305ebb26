import { PageHeader } from '@client/components/ui/page-header';
import { ReportsQueue } from '@client/features/admin/components/reports-queue';

export function AdminReportsPage() {
  return (
    <>
      <PageHeader
        title="Reports"
        description="Posts and replies members have reported, one card per item. A decision closes every open report of that item; dismissing brings a hidden item back."
      />
      <ReportsQueue />
    </>
  );
}
