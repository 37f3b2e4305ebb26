import { Flag } from 'lucide-react';
import { EmptyState } from '@client/components/ui/empty-state';
import { PageHeader } from '@client/components/ui/page-header';

export function AdminReportsPage() {
  return (
    <>
      <PageHeader title="Reports" description="Posts and replies members have reported." />
      <EmptyState icon={Flag} title="The reports queue arrives with the community forum">
        <p>Once members can post, the reports they file will wait here for a decision.</p>
      </EmptyState>
    </>
  );
}
