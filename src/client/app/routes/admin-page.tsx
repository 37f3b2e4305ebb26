import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ChunkBoundary } from '@client/components/ui/chunk-boundary';
import { Spinner } from '@client/components/ui/spinner';
import { AdminNav } from '@client/features/admin/components/admin-nav';
import { lazyChunk } from '@client/lib/lazy-chunk';
import { NotFoundPage } from './not-found-page';

function section<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazyChunk(async () => (await load())[name]);
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
const AdminCrisisLinesPage = section(() => import('./admin-crisis-lines-page'), 'AdminCrisisLinesPage');
const AdminAuditPage = section(() => import('./admin-audit-page'), 'AdminAuditPage');

/** The admin area: a side navigation and the chosen section (spec §2: /admin/*, admins only). */
export function AdminPage() {
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col gap-6 lg:flex-row">
      <AdminNav />
      <div className="min-w-0 flex-1">
        {/* A section that cannot download shows its panel beside the navigation; another section starts afresh. */}
        <ChunkBoundary resetKey={pathname} loading={<Spinner />} what="This section">
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
            <Route path="crisis-lines" element={<AdminCrisisLinesPage />} />
            <Route path="audit" element={<AdminAuditPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </ChunkBoundary>
      </div>
    </div>
  );
}
