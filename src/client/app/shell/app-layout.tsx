import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ChunkBoundary } from '@client/components/ui/chunk-boundary';
import { Spinner } from '@client/components/ui/spinner';
import { lazyChunk } from '@client/lib/lazy-chunk';
import { useOutboxEntries } from '@client/lib/use-outbox';
import { FocusTimerProvider } from '@client/features/focus-timer/components/focus-timer-provider';
import { FocusTimerWidgetSlot } from '@client/features/focus-timer/components/focus-timer-widget-slot';
import { AnnouncementBanner } from '@client/features/settings/components/announcement-banner';
import { useSiteSettings } from '@client/features/settings/api/site-settings';
import { useSession } from '@client/features/account/use-session';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineNotice } from './offline-notice';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';

// Sends what was written offline: its code (and the tools' schemas) loads only while something waits to send.
const OutboxSender = lazyChunk(
  async () => (await import('@client/features/tools/components/outbox-sender')).OutboxSender,
);

// Shown only while the site is in maintenance: its code is not in every page's first download.
const MaintenancePage = lazyChunk(
  async () => (await import('@client/features/settings/components/maintenance-page')).MaintenancePage,
);

// Pages a signed-out admin needs while the site is in maintenance.
const OPEN_DURING_MAINTENANCE = new Set(['/login', '/forgot-password', '/reset-password']);

export function AppLayout() {
  const settings = useSiteSettings();
  const { user, isAdmin, unreachable } = useSession();
  const waitingToSend = useOutboxEntries().length > 0;
  const { pathname } = useLocation();

  if (settings.maintenanceMode && !isAdmin && !OPEN_DURING_MAINTENANCE.has(pathname))
    return (
      <ChunkBoundary loading={<Spinner />}>
        <MaintenancePage />
      </ChunkBoundary>
    );

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <OfflineNotice />
      {settings.isAnnouncementVisible ? (
        <AnnouncementBanner message={settings.siteAnnouncementMessage} />
      ) : null}
      {settings.maintenanceMode && isAdmin ? (
        <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          Maintenance mode is on: visitors and members see the maintenance page. Turn it off in the Admin
          Panel.
        </p>
      ) : null}
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and never moves in view as the page
          chunk and its data arrive (layout shift). */}
      <main id="main" className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-8 sm:py-12">
        <Suspense
          fallback={
            <div className="flex justify-center py-16">
              <Spinner />
            </div>
          }
        >
          {/* A page that fails to render or to load shows the apology inside the header and footer. */}
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </Suspense>
      </main>
      <Footer />
      <FocusTimerProvider />
      <FocusTimerWidgetSlot />
      <ScrollRestoration />
      {/* Also while the session cannot be read (offline): the entries carry the member's cookie. Not once the
          session has ended: they wait for the member to sign in again. */}
      {(user || unreachable) && waitingToSend ? (
        <ChunkBoundary loading={null} quiet={null}>
          <OutboxSender />
        </ChunkBoundary>
      ) : null}
    </div>
  );
}
