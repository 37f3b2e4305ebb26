import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { useAdminDashboard } from '@client/features/admin/api/admin-dashboard';
import { DashboardView } from '@client/features/admin/components/dashboard-view';

export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  return (
    <>
      <PageHeader title="Admin Panel" description="Members, activity and messages at a glance." />
      {dashboard.data ? (
        <DashboardView data={dashboard.data} />
      ) : dashboard.isError ? (
        <p className="text-red-700">Error fetching dashboard data</p>
      ) : (
        <Spinner />
      )}
    </>
  );
}
