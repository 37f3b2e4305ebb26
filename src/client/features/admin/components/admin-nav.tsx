import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@client/lib/class-names';
import { useAdminNavCounts } from '../api/admin-nav-counts';

export const adminSections = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/users', label: 'Members' },
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/pages', label: 'Pages' },
  { to: '/admin/layout', label: 'Home layout' },
  { to: '/admin/media', label: 'Media' },
  { to: '/admin/community', label: 'Community' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/crisis-lines', label: 'Crisis lines' },
  { to: '/admin/audit', label: 'Audit' },
] as const;

/**
 * A count beside an entry, as seen. It is heard in the entry's own name ("Reports, 3 open"), which an
 * aria-label spells out: a name computed from the content would put a space before the comma.
 */
function CountBadge({ count, active = false }: { count: number; active?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-semibold',
        active ? 'bg-white text-teal-800' : 'bg-red-700 text-white',
      )}
    >
      {count}
    </span>
  );
}

const openReportsText = (count: number) => `${count} open ${count === 1 ? 'report' : 'reports'}`;

function Links({ openReports, onNavigate }: { openReports: number; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  // The dashboard is /admin with or without a trailing slash; the other sections match their prefix.
  const onDashboard = pathname.replace(/\/$/, '') === '/admin';
  return (
    <ul className="space-y-1">
      {adminSections.map((section) => {
        const count = section.to === '/admin/reports' ? openReports : 0;
        return (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={'end' in section}
              onClick={onNavigate}
              aria-label={count > 0 ? `${section.label}, ${count} open` : undefined}
              className={({ isActive }) =>
                cn(
                  'flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium',
                  ('end' in section ? onDashboard : isActive)
                    ? 'bg-teal-700 text-white'
                    : 'text-slate-700 hover:bg-slate-100',
                )
              }
            >
              {({ isActive }) => (
                <>
                  {section.label}
                  {count > 0 ? <CountBadge count={count} active={isActive} /> : null}
                </>
              )}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The admin side navigation; below the lg breakpoint it folds into a menu button. */
export function AdminNav() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const openReports = useAdminNavCounts().data?.openReports ?? 0;
  const current =
    [...adminSections].reverse().find((s) => pathname === s.to || pathname.startsWith(`${s.to}/`))?.label ??
    'Dashboard';
  return (
    <nav aria-label="Admin" className="lg:w-52 lg:shrink-0">
      <div className="lg:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="admin-menu"
          aria-label={openReports > 0 ? `Admin menu: ${current}, ${openReportsText(openReports)}` : undefined}
          onClick={() => setOpen((v) => !v)}
          className="flex h-11 w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 text-left font-medium text-slate-900"
        >
          <span className="min-w-0 flex-1">Admin menu: {current}</span>
          {openReports > 0 ? (
            <span className="mr-3 flex">
              <CountBadge count={openReports} />
            </span>
          ) : null}
          <span aria-hidden="true">{open ? '▲' : '▼'}</span>
        </button>
        {open ? (
          <div id="admin-menu" className="mt-2 rounded-lg border border-slate-200 bg-white p-2 shadow-sm">
            <Links openReports={openReports} onNavigate={() => setOpen(false)} />
          </div>
        ) : null}
      </div>
      <div className="hidden lg:block">
        <Links openReports={openReports} />
      </div>
    </nav>
  );
}
