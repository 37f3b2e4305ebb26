import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { AdminNav } from '@client/features/admin/components/admin-nav';
import { NotFoundPage } from './not-found-page';

function section<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const AdminDashboardPage = section(() => import('./admin-dashboard-page'), 'AdminDashboardPage');
const AdminUsersPage = section(() => import('./admin-users-page'), 'AdminUsersPage');
const AdminContentPage = section(() => import('./admin-content-page'), 'AdminContentPage');
const AdminPagesPage = section(() => import('./admin-pages-page'), 'AdminPagesPage');
const AdminLayoutPage = section(() => import('./admin-layout-page'), 'AdminLayoutPage');
const AdminMediaPage = section(() => import('./admin-media-page'), 'AdminMediaPage');
const AdminCommunityPage = section(() => import('./admin-community-page'), 'AdminCommunityPage');
const AdminReportsPage = section(() => import('./admin-reports-page'), 'AdminReportsPage');
const AdminMessagesPage = section(() => import('./admin-messages-page'), 'AdminMessagesPage');
const AdminSettingsPage = section(() => import('./admin-settings-page'), 'AdminSettingsPage');
const AdminAuditPage = section(() => import('./admin-audit-page'), 'AdminAuditPage');

/** The admin area: a side navigation and the chosen section (spec §2: /admin/*, admins only). */
export function AdminPage() {
  return (
    <div className="flex flex-col gap-6 lg:flex-row">
      <AdminNav />
      <div className="min-w-0 flex-1">
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route index element={<AdminDashboardPage />} />
            <Route path="users" element={<AdminUsersPage />} />
            <Route path="content" element={<AdminContentPage />} />
            <Route path="pages" element={<AdminPagesPage />} />
            <Route path="layout" element={<AdminLayoutPage />} />
            <Route path="media" element={<AdminMediaPage />} />
            <Route path="community" element={<AdminCommunityPage />} />
            <Route path="reports" element={<AdminReportsPage />} />
            <Route path="messages" element={<AdminMessagesPage />} />
            <Route path="settings" element={<AdminSettingsPage />} />
            <Route path="audit" element={<AdminAuditPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </div>
    </div>
  );
}
