import { PageHeader } from '@client/components/ui/page-header';
import { AuditList } from '@client/features/admin/components/audit-list';

export function AdminAuditPage() {
  return (
    <>
      <PageHeader title="Audit log" description="Every change made in the admin area: who, when and what." />
      <AuditList />
    </>
  );
}
